import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Update } from '../../../../core/schemas/update';
import { invalidateUpdates } from './invalidate-updates';
import { sendMultipart } from './upload-request';

export interface UpdateFormValues {
  projectId: string;
  project: string;
  note: string;
  date: string;
  /** JSON text of the checklist items, or '' for none. */
  checklist: string;
}

export interface CreateUpdateInput {
  values: UpdateFormValues;
  files: File[];
  onProgress?: (percent: number) => void;
}

/** The multipart body the spec names: projectId, project, note, date, then `file` parts. */
export function updateFormData(values: UpdateFormValues, files: readonly File[]): FormData {
  const form = new FormData();
  form.set('projectId', values.projectId);
  form.set('project', values.project);
  form.set('note', values.note);
  form.set('date', values.date);
  form.set('checklist', values.checklist);
  for (const file of files) form.append('file', file, file.name);
  return form;
}

export const createUpdate = ({ values, files, onProgress }: CreateUpdateInput) =>
  sendMultipart<Update>('POST', '/api/updates', updateFormData(values, files), onProgress);

export function useCreateUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUpdate,
    onSuccess: () => invalidateUpdates(queryClient),
  });
}
