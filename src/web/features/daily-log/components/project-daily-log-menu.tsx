import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconClockPause,
  IconFileTypePdf,
  IconNotebook,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useMountWhenOpened } from '../../../lib/use-mount-when-opened';
import { DelaySummaryDialog } from './delay-summary';
import { WeeklyReportDialog } from './weekly-report-dialog';

/** On a project card: the reports made from its daily log (issue 19). */
export function ProjectDailyLogMenu({
  projectId,
  projectName,
}: {
  projectId: string;
  projectName: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'weekly' | 'delays' | null>(null);
  const weeklyMounted = useMountWhenOpened(open === 'weekly', button);
  const delaysMounted = useMountWhenOpened(open === 'delays', button);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            ref={button}
            variant="subtle"
            size="xs"
            leftSection={<IconNotebook size={16} />}
            rightSection={<IconChevronDown size={14} />}
            aria-label={`Daily log reports for ${projectName}`}
          >
            Daily log
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => setOpen('weekly')}>
            Weekly report (PDF)
          </Menu.Item>
          <Menu.Item leftSection={<IconClockPause size={16} />} onClick={() => setOpen('delays')}>
            Delay days
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {weeklyMounted && (
        <WeeklyReportDialog
          opened={open === 'weekly'}
          onClose={() => setOpen(null)}
          projectId={projectId}
          projectName={projectName}
        />
      )}
      {delaysMounted && (
        <DelaySummaryDialog
          opened={open === 'delays'}
          onClose={() => setOpen(null)}
          projectId={projectId}
          projectName={projectName}
        />
      )}
    </>
  );
}
