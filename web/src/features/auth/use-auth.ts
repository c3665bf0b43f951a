import type { User } from '@inkforge/domain';
import { useMe } from './api/get-me';

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** User (nullable), isLoading (starts true), isAuthenticated. */
export function useAuth(): AuthState {
  const query = useMe();
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}
