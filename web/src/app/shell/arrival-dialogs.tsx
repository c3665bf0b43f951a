import type { ComponentProps } from 'react';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { DiscountPrompt as Discount } from './discount-prompt';
import type { SubscriptionRequiredDialog as SubscriptionRequired } from './subscription-required-dialog';

// The arrival dialogs (and Mantine's modal machinery) download only for an account that gets
// one. They open by themselves, often as soon as they load: lazyDialog renders them closed once
// first, so Mantine records where the user was and gives focus back there on closing.

export const DiscountPrompt = lazyDialog(
  () => import('./discount-prompt').then((m) => m.DiscountPrompt),
  // Loaded while the prompt waits its 2 s, so it opens on time.
  ({ prompt }: ComponentProps<typeof Discount>) => prompt.pending || prompt.opened,
  ({ prompt }) => ({ prompt: { ...prompt, opened: false } }),
);

/** Mounted by the layout once the rule first asks for it; it decides itself when it is open. */
export const SubscriptionRequiredDialog = lazyDialog(
  () => import('./subscription-required-dialog').then((m) => m.SubscriptionRequiredDialog),
  (_props: ComponentProps<typeof SubscriptionRequired>) => true,
  (props) => ({ ...props, held: true }),
);
