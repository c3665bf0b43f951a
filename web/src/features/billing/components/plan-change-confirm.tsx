import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { PLANS, type PlanChangeQuote, type PlanCode } from '@inkforge/domain';
import { useState } from 'react';
import { billingDate } from '../billing-dates';

interface Props {
  target: { planCode: PlanCode } | null;
  /** Null while the provider's preview is being fetched. */
  quote: PlanChangeQuote | null;
  confirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Every plan change is confirmed with its price first: what is due today and the renewal. */
export function PlanChangeConfirm({ target, quote, confirming, onConfirm, onClose }: Props) {
  // The screen clears the choice as the dialog closes: the closing dialog keeps showing the
  // last one instead of flashing an empty "Change to" and the price loader.
  const [kept, setKept] = useState({ target, quote });
  if (target && (kept.target !== target || kept.quote !== quote)) setKept({ target, quote });
  const shown = target ? { target, quote } : kept;
  return (
    <ConfirmDialog {...shown} opened={target !== null} {...{ confirming, onConfirm, onClose }} />
  );
}

function ConfirmDialog({
  target,
  quote,
  opened,
  confirming,
  onConfirm,
  onClose,
}: Props & { opened: boolean }) {
  const name = target ? PLANS[target.planCode].name : '';
  const per = quote?.renewalInterval === 'yearly' ? 'year' : 'month';
  const now = quote?.effective === 'now';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={quote ? `${quote.label}: ${name} (${quote.renewalInterval})` : `Change to ${name}`}
    >
      {!quote ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Working out the price…</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text>Due today</Text>
            <Text fw={700} data-testid="amount-due-today">
              {quote.amountDueNowFormatted}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {now
              ? 'The prorated difference for the rest of this billing period, charged to your card on file now.'
              : `Nothing is charged now. You keep your current plan until ${billingDate(quote.renewalDate)}.`}
          </Text>
          <Group justify="space-between">
            <Text>{now ? 'Then renews' : 'From the renewal'}</Text>
            <Text fw={600} data-testid="renewal">
              {quote.renewalAmountFormatted} per {per} from {billingDate(quote.renewalDate)}
            </Text>
          </Group>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              Keep current plan
            </Button>
            <Button onClick={onConfirm} loading={confirming}>
              {now
                ? `Pay ${quote.amountDueNowFormatted} and ${quote.label.toLowerCase()}`
                : `Schedule ${quote.label.toLowerCase()}`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
