import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Floating UI's `useMergeRefs`, for Mantine's ScrollArea (inside every Table), which imports
 * nothing else from @floating-ui/react: the build points that one import here (vite.config.ts),
 * so a screen with a table does not download Floating UI's interactions for it.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>): (instance: T | null) => void {
  return useMergedRef(...refs);
}
