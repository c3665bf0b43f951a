/** The signed-in user lives in the query cache under this key: it is the auth state. */
export const userQueryKey = ['/api/auth/me'] as const;
