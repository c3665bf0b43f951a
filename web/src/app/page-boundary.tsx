import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** Where a screen's chunk is awaited: a spinner in the screen's place, never over the shell. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih="50dvh" role="status" aria-label="Loading">
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
