import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErrorCode, User } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiErrorCode } from '@/lib/api-error';
import { hasSession } from '@/lib/session';
import { readLastKnownUser } from '../session-backup';
import { HEADER_REFRESH_MS } from '@/lib/query-client';
import { userQueryKey } from '@/lib/query-keys';

/** The server's answers that mean nobody is signed in: no token, or one it no longer accepts. */
const SIGNED_OUT = new Set<ErrorCode | undefined>(['UNAUTHENTICATED', 'TOKEN_INVALID']);

/** The current user, or null when nobody is signed in or the server does not know the session. */
export async function getMe(): Promise<User | null> {
  if (!(await hasSession())) return null;
  try {
    const user = await apiCall('GET /api/auth/me');
    console.debug(`[credits] ${user.email}: ${user.creditsRemaining} credits`);
    return user;
  } catch (error) {
    if (SIGNED_OUT.has(apiErrorCode(error))) return null;
    // Other failures keep the last known user on a refresh; at startup they read as signed out.
    console.warn('Loading the current user failed', error);
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: getMe,
    // Recovery order: cache, then the last known user (the shell paints with it), then the
    // server, whose answer replaces it.
    placeholderData: () => readLastKnownUser(),
    // The credit count is re-synced every 30 s, only while someone is signed in; TanStack pauses intervals while the tab is hidden.
    refetchInterval: (query) => (query.state.data ? HEADER_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
