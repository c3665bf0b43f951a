import type { ComponentProps } from 'react';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { HealedLookDialog as HealedLook } from './healed-look-dialog';
import type { StencilPrintDialog as StencilPrint } from './stencil-print-dialog';

// A list of stencils (the gallery) downloads these dialogs (the print sizes, the healed-look
// preview, their number inputs and schemas) when one first opens, not with the list.

export const StencilPrintDialog = lazyDialog(
  () => import('./stencil-print-dialog').then((m) => m.StencilPrintDialog),
  (props: ComponentProps<typeof StencilPrint>) => props.opened,
  (props) => ({ ...props, opened: false }),
);

export const HealedLookDialog = lazyDialog(
  () => import('./healed-look-dialog').then((m) => m.HealedLookDialog),
  (props: ComponentProps<typeof HealedLook>) => props.opened,
  (props) => ({ ...props, opened: false }),
);
