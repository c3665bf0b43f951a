import type { ComponentProps } from 'react';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { ConfirmDialog as Confirm } from './confirm-dialog';

// A screen whose only dialog is a confirmation downloads it (and Mantine's modal, scroll area
// and focus trap) when it first opens, not with the screen.
export const ConfirmDialog = lazyDialog(
  () => import('./confirm-dialog').then((m) => m.ConfirmDialog),
  (props: ComponentProps<typeof Confirm>) => props.opened,
  (props) => ({ ...props, opened: false }),
);
