import { createSpotlight } from '@mantine/spotlight';

/** The global search popover's open state, shared by the header button and Cmd/Ctrl+K. */
export const [searchStore, searchSpotlight] = createSpotlight();
