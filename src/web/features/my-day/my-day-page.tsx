import '@mantine/dropzone/styles.css';
import { Anchor, Stack } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import touch from '../../components/touch-target.module.css';
import { paths } from '../../lib/paths';
import { useUser } from '../auth';
import { PendingEntries } from '../offline';
import { MyTasksSection } from '../tasks';
import { AddUpdateButton, TodaysUpdatesSection } from '../updates';

/**
 * `/my-day`: where a field user lands. Their pending tasks and today's updates of their
 * projects, with Add Update one tap away.
 */
export default function MyDayPage() {
  const name = useUser().data?.name;
  return (
    <>
      <PageHeader
        title="My day"
        subtitle={`${dayjs().format('dddd, MMMM D')}${name ? ` · ${name}` : ''}`}
        actions={<AddUpdateButton size="md" className={touch.target} />}
      />
      <Stack gap="xl" maw={800}>
        <Stack gap="xs">
          <MyTasksSection />
          <PendingEntries kind="task" />
          <Anchor component={Link} to={paths.myTasks} size="sm">
            All my tasks
          </Anchor>
        </Stack>
        <TodaysUpdatesSection />
      </Stack>
    </>
  );
}
