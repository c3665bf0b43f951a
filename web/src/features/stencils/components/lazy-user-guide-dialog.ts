import type { ComponentProps } from 'react';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { UserGuideDialog as UserGuide } from './user-guide-dialog';

// The guide (and Mantine's modal machinery) downloads when first opened, not with the screen.
export const UserGuideDialog = lazyDialog(
  () => import('./user-guide-dialog').then((m) => m.UserGuideDialog),
  (props: ComponentProps<typeof UserGuide>) => props.opened,
  (props) => ({ ...props, opened: false }),
);
