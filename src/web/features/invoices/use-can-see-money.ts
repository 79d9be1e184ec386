import { isField } from '../../lib/roles';
import { useUser } from '../auth';

/**
 * Whether the signed-in person may see amounts: everyone but field staff (issue 15).
 * Nothing shows while the user is still loading; the server refuses field staff anyway.
 */
export function useCanSeeMoney(): boolean {
  const user = useUser();
  return user.data != null && !isField(user.data.role);
}
