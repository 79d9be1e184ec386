import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionAnswer, User } from '../../../../core/schemas/auth';
import { ApiError, apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import {
  forgetOfflineData,
  rememberSignedInUser,
  serverAnswered,
  serverUnreachable,
  signedInWhileOffline,
} from '../../offline';

/** The signed-in user, or null: a 401 means signed out, not an error. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: async ({ signal }) => {
      try {
        // Asks /api/auth/session, which answers { user: null } when signed out: a signed-out
        // page then logs no red 401 in the console.
        const { user } = await apiGet<SessionAnswer>('/api/auth/session', signal);
        serverAnswered();
        if (!user) {
          void forgetOfflineData();
          return null;
        }
        void rememberSignedInUser(user);
        return user;
      } catch (error) {
        if (error instanceof ApiError) serverAnswered();
        if (error instanceof ApiError && error.status === 401) {
          void forgetOfflineData();
          return null;
        }
        // No answer (no signal): open the app for whoever was signed in last, so their
        // kept lists and queued entries are there (decision 195). The server still checks
        // the session on every send.
        if (error instanceof TypeError) {
          // The browser may still say it is online (a network that answers nothing).
          if (!signal.aborted) serverUnreachable();
          const last = await signedInWhileOffline<User>();
          if (last) return last;
        }
        throw error;
      }
    },
    // Asked even offline (then answered from the device) instead of waiting for a signal.
    networkMode: 'always',
  });

export const useUser = () => useQuery(userQueryOptions());
