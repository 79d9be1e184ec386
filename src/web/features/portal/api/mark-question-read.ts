import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question } from '../../../../core/schemas/portal';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const markQuestion = ({ id, read }: { id: string; read: boolean }) =>
  apiRequest<Question>(`/api/questions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { read },
  });

/** Marks a question read (or unread again); the project's list and the badges follow. */
export function useMarkQuestion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markQuestion,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projectQuestions(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.unreadQuestions }),
      ]),
  });
}
