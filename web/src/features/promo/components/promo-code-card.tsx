import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { PROMO_CODE_MAX_LENGTH, type RedeemPromoCodeResponse } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { lazyDialog } from '@/lib/lazy-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import { once } from '@/lib/once';
import { isSubscriptionRequired, useRedeemPromoCode } from '../api/redeem-promo-code';
import type { PremiumCodeDialog as PremiumCode } from './premium-code-dialog';

// The subscribers-only notice (and Mantine's modal machinery) downloads when first opened.
const PremiumCodeDialog = lazyDialog(
  () => import('./premium-code-dialog').then((m) => m.PremiumCodeDialog),
  (props: ComponentProps<typeof PremiumCode>) => props.opened,
  (props) => ({ ...props, opened: false }),
);

// Loaded when the field is first focused or the code submitted, not with the screen.
const loadSchema = once(() => import('../promo-code-schema'));
const preloadSchema = () => {
  loadSchema().catch(() => {
    // Submitting tries again and says what went wrong.
  });
};

interface Props {
  onRedeemed: (result: RedeemPromoCodeResponse) => void;
  /** Scroll to and focus the card (settings?section=promo). */
  focus?: boolean;
}

/** The Promo Code card of the Security tab. */
export function PromoCodeCard({ onRedeemed, focus = false }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [premiumOpen, setPremiumOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const redeem = useRedeemPromoCode((result) => {
    setCode('');
    notifySuccess(
      'Code redeemed!',
      `${result.message} You now have ${result.creditsRemaining} credits.`,
    );
    onRedeemed(result);
  });

  useEffect(() => {
    if (!focus) return;
    input.current?.scrollIntoView({ block: 'center' });
    input.current?.focus();
  }, [focus]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let promoCodeSchema;
    try {
      ({ promoCodeSchema } = await loadSchema());
    } catch {
      notifyError('Error', 'Could not reach the server. Check your connection.');
      return;
    }
    const parsed = promoCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid code');
      return;
    }
    setError(null);
    redeem.mutate(parsed.data, {
      onError: (failure) => {
        if (isSubscriptionRequired(failure)) setPremiumOpen(true);
        else notifyError('Error', errorMessage(failure, 'Invalid code'));
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" id="promo">
      <Group gap="xs" mb="xs">
        <IconTicket size={20} aria-hidden />
        <Title order={2} size="h4">
          Promo Code
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Have a promotional code? Redeem it for free credits that never expire.
      </Text>
      <form noValidate onFocus={preloadSchema} onSubmit={(event) => void onSubmit(event)}>
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            ref={input}
            aria-label="Promo code"
            placeholder="Enter promo code"
            value={code}
            maxLength={PROMO_CODE_MAX_LENGTH}
            onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
            error={error}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={redeem.isPending}>
            Redeem
          </Button>
        </Group>
      </form>
      <PremiumCodeDialog opened={premiumOpen} onClose={() => setPremiumOpen(false)} />
    </Card>
  );
}
