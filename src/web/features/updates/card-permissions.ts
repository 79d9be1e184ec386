import type { User } from '../../../core/schemas/auth';
import type { Update } from '../../../core/schemas/update';
import { isStaff } from '../../lib/roles';

/**
 * What a person may do to an update from its card: owner and office change and share any; a
 * field user edits and deletes only what they wrote, and shares nothing publicly.
 */
export function cardPermissions(me: Pick<User, 'id' | 'role'> | null | undefined, update: Update) {
  const staff = isStaff(me?.role);
  return { staff, canChange: staff || (!!me && update.createdBy?.id === me.id) };
}

/**
 * How many icon buttons a card's actions draw for `me` (RecordActions): Share (owner and
 * office), Edit, and Delete or its menu; none for an update they may not change.
 */
export function actionButtons(me: Pick<User, 'id' | 'role'> | null | undefined, update: Update) {
  const { staff, canChange } = cardPermissions(me, update);
  if (!canChange) return 0;
  return staff ? 3 : 2;
}
