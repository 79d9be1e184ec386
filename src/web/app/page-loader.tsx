import { Skeleton } from '@mantine/core';
import { LoadingCards } from '../components/loading-cards';
import { PageHeader } from '../components/page-header';
import type { ScreenHeading } from '../lib/screen-headings';

/**
 * What a screen shows while its code loads: the shape of a page (a title, a line under it,
 * a few cards) instead of a spinner, so the content lands where the eye already is and
 * nothing jumps (decision 205). With `heading`, the screen's own title and line.
 */
export function PageLoader({ heading }: { heading?: ScreenHeading | undefined }) {
  return (
    <>
      {heading && <PageHeader {...heading} />}
      <LoadingCards spaced>
        {!heading && <Skeleton height={28} width="40%" radius="sm" />}
        {!heading && <Skeleton height={14} width="65%" radius="sm" />}
      </LoadingCards>
    </>
  );
}
