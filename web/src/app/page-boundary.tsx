import { Suspense, type ReactNode } from 'react';
import { ContentSkeleton } from './content-skeleton';

/** Where a screen's chunk is awaited: the screen's outline in its place, never over the shell. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ContentSkeleton />}>{children}</Suspense>;
}
