import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Update, UpdateVisibility } from '../../../../core/schemas/update';
import { preparePhotos } from '../../uploads';
import { sendMultipart } from './upload-request';
import { invalidateAfter } from '../../../lib/query-keys';

export interface UpdateFormValues {
  projectId: string;
  project: string;
  note: string;
  date: string;
  /** JSON text of the checklist items, or '' for none. */
  checklist: string;
  /** client: on the client portal and share pages; internal: the team only (issue 16). */
  visibility?: UpdateVisibility;
}

export interface CreateUpdateInput {
  values: UpdateFormValues;
  files: File[];
  onProgress?: (percent: number) => void;
  /** One per logical save, repeated on retries (decision 081). */
  idempotencyKey?: string;
}

/** The multipart body the spec names: projectId, project, note, date, then `file` parts. */
export function updateFormData(values: UpdateFormValues, files: readonly File[]): FormData {
  const form = new FormData();
  form.set('projectId', values.projectId);
  form.set('project', values.project);
  form.set('note', values.note);
  form.set('date', values.date);
  form.set('checklist', values.checklist);
  if (values.visibility) form.set('visibility', values.visibility);
  for (const file of files) form.append('file', file, file.name);
  return form;
}

export const keyHeader = (key?: string): Record<string, string> =>
  key ? { 'Idempotency-Key': key } : {};

export const createUpdate = ({ values, files, onProgress, idempotencyKey }: CreateUpdateInput) =>
  sendMultipart<Update>(
    'POST',
    '/api/updates',
    updateFormData(values, files),
    onProgress,
    keyHeader(idempotencyKey),
  );

export function useCreateUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline attempts fail at once so the dialog can offer its own retry (decision 081).
    networkMode: 'always',
    // Photos over the owner's limit are downscaled first (decision 080).
    mutationFn: async (input: CreateUpdateInput) =>
      createUpdate({ ...input, files: await preparePhotos(queryClient, input.files) }),
    onSuccess: () => invalidateAfter(queryClient, 'update'),
  });
}
