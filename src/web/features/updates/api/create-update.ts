import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Update, UpdateVisibility } from '../../../../core/schemas/update';
import { isQueued, sendOrQueue, type QueuedResult } from '../../offline';
import { newIdempotencyKey, preparePhotos } from '../../uploads';
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
  /** The daily log sections' multipart fields (JSON text; decision 190), e.g. crew, weather. */
  sections?: Record<string, string>;
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
  for (const [name, text] of Object.entries(values.sections ?? {})) form.set(name, text);
  for (const file of files) form.append('file', file, file.name);
  return form;
}

/** A form's text fields as pairs (IndexedDB keeps those; a FormData it cannot). */
const textFields = (form: FormData): [string, string][] =>
  [...form.entries()].flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  );

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
    // Offline attempts fail at once and go to the offline queue (decisions 081, 195).
    networkMode: 'always',
    // Photos over the owner's limit are downscaled first (decision 080).
    // With no connection (or no answer) the update, photos already downscaled, waits in
    // the offline queue with the same Idempotency-Key (decision 195).
    mutationFn: async (input: CreateUpdateInput): Promise<Update | QueuedResult> => {
      const files = await preparePhotos(queryClient, input.files);
      const idempotencyKey = input.idempotencyKey ?? newIdempotencyKey();
      return sendOrQueue(() => createUpdate({ ...input, files, idempotencyKey }), {
        kind: 'update',
        idempotencyKey,
        url: '/api/updates',
        body: { type: 'multipart', fields: textFields(updateFormData(input.values, [])), files },
        summary: {
          text: input.values.note,
          projectId: input.values.projectId,
          project: input.values.project,
          date: input.values.date,
          photos: files.length,
        },
      });
    },
    onSuccess: (result) => {
      if (!isQueued(result)) return invalidateAfter(queryClient, 'update');
    },
  });
}
