import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { emailLocalPart, type User } from '@inkforge/domain';
import { consentPath } from '@/config/paths';

/** Spec product flow: until consent is recorded every signed-in page leads to /consent. */
export function ConsentGate({ user, children }: { user: User; children: ReactNode }) {
  if (user.requiresConsent) {
    const name = user.displayName || emailLocalPart(user.email);
    return <Navigate to={consentPath(user.email, name)} replace />;
  }
  return children;
}
