import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { addDays } from '../../../../core/dates';
import { DateField } from '../../../components/date-field';
import { errorMessage } from '../../../lib/api-client';
import { todayIso } from '../../../../core/calendar-dates';
import { useLocale } from '../../../lib/use-locale';
import { downloadWeeklyReport } from '../api/download-weekly-report';
import { mondayOf } from '../week';

interface WeeklyReportDialogProps {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  projectName: string;
}

/** Pick any day of a week; the report covers that week, Monday to Sunday (decision 192). */
export function WeeklyReportDialog({
  opened,
  onClose,
  projectId,
  projectName,
}: WeeklyReportDialogProps) {
  const { formatDate } = useLocale();
  const [day, setDay] = useState<string | null>(() => todayIso());
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const monday = day ? mondayOf(day) : null;

  const download = async () => {
    if (!monday) return;
    setDownloading(true);
    setFailure(null);
    try {
      await downloadWeeklyReport(projectId, monday);
    } catch (error) {
      setFailure(errorMessage(error, 'The weekly report could not be made. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Weekly report: ${projectName}`}>
      <Stack>
        <DateField
          label="Week"
          description="Pick any day; the report covers its week, Monday to Sunday."
          value={day}
          onChange={(value) => setDay(value)}
          clearable={false}
          data-autofocus
        />
        {monday && (
          <Text size="sm" data-testid="weekly-report-range">
            {formatDate(monday)} to {formatDate(addDays(monday, 6))}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Each day&apos;s weather, crew-hours by company and trade, delays, inspections and photos,
          as a PDF.
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            leftSection={<IconFileTypePdf size={16} />}
            onClick={() => void download()}
            loading={downloading}
            disabled={!monday}
          >
            Download PDF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A button that opens the weekly report dialog, for a project's page or card. */
export function WeeklyReportButton({
  projectId,
  projectName,
}: {
  projectId: string;
  projectName: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileTypePdf size={16} />}
        onClick={() => setOpened(true)}
      >
        Weekly report (PDF)
      </Button>
      <WeeklyReportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        projectId={projectId}
        projectName={projectName}
      />
    </>
  );
}
