import {
  Alert,
  Button,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  parseChecklist,
  serializeChecklist,
  type ChecklistItem,
} from '../../../../core/checklist-items';
import {
  updateFormSchema,
  type Update,
  type UpdateVisibility,
} from '../../../../core/schemas/update';
import { errorMessage } from '../../../lib/api-client';
import { todayIso } from '../../../../core/calendar-dates';
import { localeQueryOptions } from '../../../lib/use-locale';
import { DEFAULT_LOCALE_SETTING, type Locale } from '../../../../core/schemas/locale';
import { DateField } from '../../../components/date-field';
import { useProjectOptions, useSoleProject } from '../../projects';
import { useCreateUpdate } from '../api/create-update';
import { useEditUpdate } from '../api/edit-update';
import { isNetworkFailure } from '../api/upload-request';
import { useUploadRetry } from '../../uploads';
import { isQueued, queuedNotice } from '../../offline';
import { ChecklistEditor } from '../../../components/checklist-editor';
import { DraftNotice } from '../../../components/draft-notice';
import { useDialogDraft } from '../../../lib/use-dialog-draft';
import { FilePicker } from './file-picker';
import { DailyLogSections } from './daily-log/daily-log-sections';
import { useDailyLogForm } from './daily-log/use-daily-log-form';
import classes from './update-form-dialog.module.css';

/** At phone widths the dialog is a full-screen sheet (issue 19). */
const PHONE_QUERY = '(max-width: 600px)';

interface UpdateFormDialogProps {
  opened: boolean;
  /** The update being edited; null when adding. */
  editing: Update | null;
  onClose: () => void;
  /** A new update's project when added from a project's page (issue 18). */
  defaultProject?: { id: string; name: string } | null;
  /** Photos just taken with the sticky bar's camera (decision 185). */
  initialFiles?: File[];
}

/** Add Update and Edit Update share one dialog; closing it resets the form (date today). */
export function UpdateFormDialog({
  opened,
  editing,
  onClose,
  defaultProject = null,
  initialFiles,
}: UpdateFormDialogProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // The weather is entered in the locale's units: the form starts once they are known.
  const locale = useQuery({ ...localeQueryOptions(), enabled: opened });
  // A field user on one project starts there (issue 18).
  const soleProject = useSoleProject();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Update' : 'Add Update'}
      size="lg"
      fullScreen={phone}
      classNames={phone ? { content: classes.sheet } : undefined}
    >
      {/* Mounted only while open, so each opening starts from fresh values. */}
      {opened && !locale.isPending && (
        <UpdateForm
          key={editing?.id ?? 'new'}
          editing={editing}
          defaultProject={defaultProject ?? soleProject}
          initialFiles={initialFiles}
          onDone={onClose}
          locale={locale.data ?? { ...DEFAULT_LOCALE_SETTING, timeZone: 'UTC' }}
        />
      )}
    </Modal>
  );
}

interface UpdateFormProps {
  editing: Update | null;
  defaultProject: { id: string; name: string } | null;
  initialFiles?: File[];
  onDone: () => void;
  locale: Locale;
}

function UpdateForm({ editing, defaultProject, initialFiles, onDone, locale }: UpdateFormProps) {
  const projects = useProjectOptions();
  const create = useCreateUpdate();
  const edit = useEditUpdate();
  const [files, setFiles] = useState<File[]>([]);
  const [removeIds, setRemoveIds] = useState<string[]>([]);
  const [checklist, setChecklist] = useState<ChecklistItem[]>(() =>
    parseChecklist(editing?.checklist),
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Who sees it: an edit keeps the update's own; a new one follows the chosen project's
  // default until the owner picks one (issue 16).
  const [visibility, setVisibility] = useState<UpdateVisibility>(editing?.visibility ?? 'client');
  const [visibilityChosen, setVisibilityChosen] = useState(editing !== null);
  const retry = useUploadRetry();
  const form = useForm({
    initialValues: {
      projectId: editing?.projectId ?? defaultProject?.id ?? '',
      project: editing?.project ?? defaultProject?.name ?? '',
      note: editing?.note ?? '',
      date: editing?.date ?? todayIso(),
    },
    validate: schemaResolver(updateFormSchema, { sync: true }),
  });
  // The field user's one project may arrive after the form opened (issue 18).
  const presetId = defaultProject?.id;
  useEffect(() => {
    if (!editing && defaultProject && !form.values.projectId) {
      form.setValues({ projectId: defaultProject.id, project: defaultProject.name });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the preset appears
  }, [presetId]);
  const pending = create.isPending || edit.isPending;
  const dailyLog = useDailyLogForm({
    editing,
    projectId: form.values.projectId,
    date: form.values.date,
    units: locale.units,
    dateFormat: locale.dateFormat,
  });
  // What was typed is kept until saved or discarded; files cannot be (decision 185).
  const typed = {
    form: form.values,
    checklist,
    visibility,
    visibilityChosen,
    sections: dailyLog.draft,
  };
  const [opening] = useState(() => JSON.stringify(typed));
  const draft = useDialogDraft(editing ? `update:edit:${editing.id}` : 'update:new', typed, {
    dirty: JSON.stringify(typed) !== opening,
    restore: (saved) => {
      form.setValues(saved.form);
      setChecklist(saved.checklist);
      setVisibility(saved.visibility);
      setVisibilityChosen(saved.visibilityChosen);
      dailyLog.restoreDraft(saved.sections);
    },
    reset: () => {
      const first = JSON.parse(opening) as typeof typed;
      form.setValues(first.form);
      setChecklist(first.checklist);
      setVisibility(first.visibility);
      setVisibilityChosen(first.visibilityChosen);
      dailyLog.restoreDraft(first.sections);
    },
  });
  const options = (projects.data ?? []).map((project) => ({
    value: project.id,
    label: project.name,
  }));

  // One logical save = one Idempotency-Key, kept across retries (decision 081).
  const attempt = (values: typeof form.values, sections: Record<string, string>) => {
    retry.started();
    setFailure(null);
    setProgress(files.length > 0 ? 0 : null);
    const input = {
      values: { ...values, checklist: serializeChecklist(checklist) ?? '', visibility, sections },
      files,
      onProgress: setProgress,
      idempotencyKey: retry.key(),
    };
    const fallback = editing
      ? 'Failed to update. Please try again.'
      : 'Failed to add update. Please try again.';
    const callbacks = {
      onSettled: () => setProgress(null),
      onSuccess: (result: unknown) => {
        retry.succeeded();
        draft.clear();
        notifications.show(
          // No connection: kept on the device and marked "Waiting to send" (decision 195).
          isQueued(result)
            ? queuedNotice('update')
            : editing
              ? {
                  title: 'Update saved',
                  message: 'The project update has been updated successfully.',
                  color: 'green',
                }
              : {
                  title: 'Update added',
                  message: 'The project update has been added successfully.',
                  color: 'green',
                },
        );
        onDone();
      },
      onError: (error: Error) => {
        if (isNetworkFailure(error)) {
          // Keep the dialog and files; try again shortly or when back online.
          if (!retry.alreadyFailedOffline()) {
            notifications.show({ title: 'Error', message: fallback, color: 'red' });
          }
          retry.failedOffline(() => attempt(values, sections));
          return;
        }
        retry.failedAnswered();
        setFailure(errorMessage(error, fallback));
        notifications.show({ title: 'Error', message: fallback, color: 'red' });
      },
    };
    if (editing) edit.mutate({ ...input, id: editing.id, removeFileIds: removeIds }, callbacks);
    else create.mutate(input, callbacks);
  };
  const submit = form.onSubmit((values) => {
    const sections = dailyLog.fields();
    if (sections) attempt(values, sections);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <DraftNotice
          draft={draft}
          note="Photos and files are not kept in a draft: add them again."
        />
        <Select
          label="Project"
          placeholder={projects.isPending ? 'Loading projects...' : 'Select a project'}
          data={options}
          searchable
          required
          // Choosing the chosen project again keeps it (Mantine's default clears it).
          allowDeselect={false}
          nothingFoundMessage="No projects found"
          {...form.getInputProps('projectId')}
          onChange={(value) => {
            form.setFieldValue('projectId', value ?? '');
            form.setFieldValue(
              'project',
              options.find((option) => option.value === value)?.label ?? '',
            );
            const chosen = projects.data?.find((project) => project.id === value);
            if (chosen && !visibilityChosen) setVisibility(chosen.defaultUpdateVisibility);
          }}
        />
        {/* Beside the date, so the dialog is no taller than before on a phone. */}
        <SimpleGrid cols={2} spacing="sm">
          <DateField label="Date" required clearable={false} {...form.getInputProps('date')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="update-visibility-label">
              Who sees it
            </Text>
            <SegmentedControl
              aria-labelledby="update-visibility-label"
              aria-describedby={visibility === 'internal' ? 'update-visibility-hint' : undefined}
              fullWidth
              data={[
                { value: 'client', label: 'Client' },
                { value: 'internal', label: 'Internal' },
              ]}
              value={visibility}
              onChange={(value) => {
                setVisibility(value as UpdateVisibility);
                setVisibilityChosen(true);
              }}
            />
          </Stack>
        </SimpleGrid>
        {visibility === 'internal' && (
          <Text
            size="xs"
            c="dimmed"
            mt={-8}
            id="update-visibility-hint"
            data-testid="update-visibility-hint"
          >
            Internal: only your team sees it, never the client (not on the portal, share links or
            client e-mails).
          </Text>
        )}
        <Textarea label="Note" rows={4} required autosize={false} {...form.getInputProps('note')} />
        <ChecklistEditor label="Checklist (optional)" items={checklist} onChange={setChecklist} />
        <DailyLogSections {...dailyLog.sectionsProps} />
        <FilePicker
          picked={initialFiles}
          files={files}
          onFilesChange={setFiles}
          existing={editing?.attachments}
          removeIds={removeIds}
          onRemoveIdsChange={setRemoveIds}
        />
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress} aria-label="Upload progress" animated={progress < 100} />
            <Text size="xs" c="dimmed">
              {progress < 100 ? `Uploading... ${progress}%` : 'Saving...'}
            </Text>
          </Stack>
        )}
        {retry.networkFailed && (
          <Alert color="orange" role="alert" title="Upload failed: check your connection">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Your entries and files are kept. It will retry by itself when the connection is
                back.
              </Text>
              <Button size="xs" onClick={retry.retryNow} loading={pending}>
                Retry upload
              </Button>
            </Stack>
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" className={classes.footer}>
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? 'Save Changes' : 'Add Update'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
