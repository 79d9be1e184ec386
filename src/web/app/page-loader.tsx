import { Skeleton, Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { PageHeader } from '../components/page-header';
import { useUser } from '../features/auth';
import { isField } from '../lib/roles';
import { dashboardHeading, fixedHeadingAt, type ScreenHeading } from '../lib/screen-headings';
import { hasVisitedDashboard } from './dashboard/use-returning-visitor';

/**
 * What a screen shows while its code loads: the shape of a page (a title, a line under it,
 * a few cards) instead of a spinner, so the content lands where the eye already is and
 * nothing jumps (decision 205). With `heading`, the screen's own title and line.
 */
export function PageLoader({ heading }: { heading?: ScreenHeading | undefined }) {
  return (
    <>
      {heading && <PageHeader {...heading} />}
      <Stack gap="md" aria-busy="true" aria-label="Loading" role="status">
        {!heading && <Skeleton height={28} width="40%" radius="sm" />}
        {!heading && <Skeleton height={14} width="65%" radius="sm" />}
        <Skeleton height={96} radius="md" mt="sm" />
        <Skeleton height={96} radius="md" />
        <Skeleton height={96} radius="md" />
      </Stack>
    </>
  );
}

/**
 * The shell's skeleton of the screen being loaded: its real heading where it is known
 * (decision 223), painted as soon as the shell is, a second or so before the screen's own
 * code has arrived on a slow phone.
 */
export function ScreenLoader() {
  const { pathname } = useLocation();
  const user = useUser().data;
  const heading =
    pathname === '/'
      ? isField(user?.role)
        ? undefined
        : dashboardHeading(hasVisitedDashboard(user?.id))
      : fixedHeadingAt(pathname);
  return <PageLoader heading={heading} />;
}
