import type { ComponentProps } from 'react';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { PhotoConsentDialog as PhotoConsent } from './photo-consent-dialog';
import type { ProgressDialog as Progress } from './progress-dialog';

// The generator downloads its dialogs (and Mantine's modal machinery) when one first opens, not
// with the screen.

export const ProgressDialog = lazyDialog(
  () => import('./progress-dialog').then((m) => m.ProgressDialog),
  (props: ComponentProps<typeof Progress>) => props.opened,
  (props) => ({ ...props, opened: false }),
);

export const PhotoConsentDialog = lazyDialog(
  () => import('./photo-consent-dialog').then((m) => m.PhotoConsentDialog),
  (props: ComponentProps<typeof PhotoConsent>) => props.opened,
  (props) => ({ ...props, opened: false }),
);
