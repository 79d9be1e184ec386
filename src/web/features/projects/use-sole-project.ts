import { isField } from '../../lib/roles';
import { useUser } from '../auth';
import { useProjectOptions } from './api/get-project-options';

/**
 * A field user on exactly one project (decision 150: they see only their own) has nothing
 * to choose: Add Update and Add Task start on that project (issue 18). Null for everyone else.
 */
export function useSoleProject(): { id: string; name: string } | null {
  const role = useUser().data?.role;
  const projects = useProjectOptions().data;
  if (!isField(role) || projects?.length !== 1) return null;
  const [only] = projects;
  return { id: only!.id, name: only!.name };
}
