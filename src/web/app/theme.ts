import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import disabled from './disabled-button.module.css';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue text on white above the
  // WCAG AA 4.5:1 contrast ratio (shade 6 is 3.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // A device set to reduce motion gets dialogs, menus and toasts that appear without sliding
  // or fading (WCAG 2.3.3); global.css stops the skeletons' pulse there too.
  respectReducedMotion: true,
  // Icon-only controls need a name for screen readers (WCAG 4.1.2).
  components: {
    // By name too: `Modal.extend` would pull Modal's code into the landing page's entry chunk.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // By name, so the public bundle does not load @mantine/dates.
    Calendar: { defaultProps: { previousLabel: 'Previous month', nextLabel: 'Next month' } },
    DateInput: { defaultProps: { previousLabel: 'Previous month', nextLabel: 'Next month' } },
    // A closed Select, Autocomplete or picker renders no options (Mantine keeps them mounted
    // and hidden by default): the Project filter rendered every project on every Tasks and
    // Updates load, ~100 ms of a phone's first render at 4x CPU (decision 221).
    Combobox: { defaultProps: { keepMounted: false } },
    // A disabled button keeps a visible, dashed outline (issue 18; accessible-colors.ts).
    Button: { classNames: { root: disabled.control } },
    ActionIcon: { classNames: { root: disabled.control } },
  },
});

/** The theme is kept under localStorage key `theme` as `light` or `dark`. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });
