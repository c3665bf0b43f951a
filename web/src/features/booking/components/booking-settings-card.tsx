import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { ApiBookingSettings } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBookingSettings } from '../api/get-booking-settings';
import { useSaveBookingSettings } from '../api/save-booking-settings';
import { PaymentsConnect } from './payments-connect';

interface Draft {
  open: boolean;
  styles: string;
  minimumSizeCm: string;
  minimumPrice: string;
  depositKind: ApiBookingSettings['depositKind'];
  depositAmount: string;
  depositPercent: string;
  policy: string;
  maxDepositMoves: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));

function draftOf(saved: ApiBookingSettings): Draft {
  return {
    open: saved.open,
    styles: saved.styles.join(', '),
    minimumSizeCm: text(saved.minimumSizeCm),
    minimumPrice: text(saved.minimumPrice),
    depositKind: saved.depositKind,
    depositAmount: text(saved.depositAmount),
    depositPercent: text(saved.depositPercent),
    policy: saved.policy,
    maxDepositMoves: String(saved.maxDepositMoves),
  };
}

/** Settings → Profile: the public booking page, open or closed, and what it says. */
export function BookingSettingsCard() {
  const saved = useBookingSettings();
  const save = useSaveBookingSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft ?? (saved.data ? draftOf(saved.data) : null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    shown && setDraft({ ...shown, [key]: value });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    save.mutate(
      {
        ...shown,
        styles: shown.styles
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      },
      {
        onSuccess: (next) => {
          setDraft(null);
          notifySuccess(
            'Booking Page Saved',
            next.open ? 'Clients can send you requests.' : 'Your booking page is closed.',
          );
        },
        onError: (error) =>
          notifyError('Booking Page Not Saved', errorMessage(error, 'Please try again.')),
      },
    );
  };

  const link = saved.data ? `${window.location.origin}/book/${saved.data.username}` : '';
  return (
    <Card withBorder component="section" aria-labelledby="booking-settings-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="booking-settings-heading">
          Booking page
        </Title>
        {saved.isPending && <Skeleton height={160} />}
        {saved.isError && <Text c="red">{errorMessage(saved.error, 'Failed to load.')}</Text>}
        {shown && (
          <form onSubmit={submit} aria-label="Booking page settings">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Clients send requests from {link}; they arrive under Requests.
              </Text>
              <Switch
                label="Take booking requests"
                checked={shown.open}
                onChange={(e) => set('open', e.currentTarget.checked)}
              />
              <TextInput
                label="Styles you take"
                description="Separated by commas"
                value={shown.styles}
                onChange={(e) => set('styles', e.currentTarget.value)}
              />
              <Group grow align="flex-start">
                <TextInput
                  label="Minimum size (cm)"
                  inputMode="numeric"
                  value={shown.minimumSizeCm}
                  onChange={(e) => set('minimumSizeCm', e.currentTarget.value)}
                />
                <TextInput
                  label="Minimum price (€)"
                  inputMode="decimal"
                  value={shown.minimumPrice}
                  onChange={(e) => set('minimumPrice', e.currentTarget.value)}
                />
              </Group>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="deposit-rule-label">
                  Deposit
                </Text>
                <SegmentedControl
                  aria-labelledby="deposit-rule-label"
                  value={shown.depositKind}
                  onChange={(v) => set('depositKind', v as Draft['depositKind'])}
                  data={[
                    { value: 'none', label: 'None' },
                    { value: 'fixed', label: 'Fixed amount' },
                    { value: 'percent', label: '% of estimate' },
                  ]}
                />
              </Stack>
              {shown.depositKind === 'fixed' && (
                <TextInput
                  label="Deposit amount (€)"
                  inputMode="decimal"
                  value={shown.depositAmount}
                  onChange={(e) => set('depositAmount', e.currentTarget.value)}
                />
              )}
              {shown.depositKind === 'percent' && (
                <TextInput
                  label="Deposit percentage"
                  inputMode="numeric"
                  value={shown.depositPercent}
                  onChange={(e) => set('depositPercent', e.currentTarget.value)}
                />
              )}
              <Textarea
                label="Policy"
                description={`Shown on your booking page and to clients before they pay a deposit: deposits, cancellations, lateness. Version ${saved.data?.policyVersion ?? 1}; each change is a new version.`}
                autosize
                minRows={3}
                maxLength={5000}
                value={shown.policy}
                onChange={(e) => set('policy', e.currentTarget.value)}
              />
              <TextInput
                label="Times a paid deposit may move to a new date"
                inputMode="numeric"
                value={shown.maxDepositMoves}
                onChange={(e) => set('maxDepositMoves', e.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} disabled={draft === null}>
                  Save booking page
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <PaymentsConnect />
      </Stack>
    </Card>
  );
}
