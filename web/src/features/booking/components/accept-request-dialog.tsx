import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  depositFor,
  formatCents,
  toCents,
  type ApiBookingRequest,
  type ApiBookingSettings,
  type DepositRule,
  type StudioFormatters,
} from '@inkforge/domain';
import { useState } from 'react';
import { apiErrorCode, errorFields, errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useStudioZone } from '@/lib/studio-zone';
import { useAcceptBookingRequest } from '../api/accept-booking-request';

interface Props {
  request: ApiBookingRequest | null;
  settings: ApiBookingSettings | undefined;
  onClose: () => void;
}

function ruleOf(settings: ApiBookingSettings | undefined): DepositRule {
  if (settings?.depositKind === 'fixed' && settings.depositAmount !== null) {
    return { kind: 'fixed', amountCents: settings.depositAmount.cents };
  }
  if (settings?.depositKind === 'percent' && settings.depositPercent !== null) {
    return { kind: 'percent', percent: settings.depositPercent };
  }
  return { kind: 'none' };
}

/** The studio's usual deposit in words, beside what this request asks. */
function usualDeposit(rule: DepositRule, f: StudioFormatters): string {
  if (rule.kind === 'fixed') return `; your usual deposit is ${f.money(rule.amountCents)}`;
  if (rule.kind === 'percent') return `; your usual deposit is ${rule.percent} % of the estimate`;
  return '';
}

/** The field's hint says what the field asks, not what the settings would have asked. */
function depositHint(value: string, rule: DepositRule, f: StudioFormatters): string {
  if (!value.trim()) return `No deposit asked${usualDeposit(rule, f)}.`;
  const cents = toCents(value);
  if (cents === null) return `Enter an amount in ${f.symbol}, or leave it empty to ask none.`;
  return `${f.money(cents)} asked from the client, not yet paid${usualDeposit(rule, f)}. Empty asks none.`;
}

/** Proposes a first appointment: when, how long, the estimate and the deposit asked. */
export function AcceptRequestDialog({ request, settings, onClose }: Props) {
  const accept = useAcceptBookingRequest();
  const f = useStudioFormat();
  const { zone, hint } = useStudioZone();
  const rule = ruleOf(settings);
  const [when, setWhen] = useState('');
  const [minutes, setMinutes] = useState('120');
  const [estimate, setEstimate] = useState('');
  const [deposit, setDeposit] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<Record<string, string> | null>(null);

  const estimateCents = estimate.trim() ? (toCents(estimate) ?? undefined) : undefined;
  const suggested = depositFor(rule, estimateCents);
  const depositValue = deposit ?? (suggested === null ? '' : formatCents(suggested));
  const close = () => {
    setWhen('');
    setEstimate('');
    setDeposit(null);
    setOverlap(null);
    accept.reset();
    onClose();
  };

  const submit = (allowOverlap = false) => {
    if (!request) return;
    accept.mutate(
      {
        id: request.id,
        appointmentDate: when,
        timezone: zone,
        duration: minutes,
        estimatedPrice: estimate.trim() || undefined,
        deposit: depositValue.trim() || 0,
        allowOverlap,
      },
      {
        onSuccess: () => {
          notifySuccess(
            'Request Accepted',
            `${request.name} is e-mailed the proposed appointment.`,
          );
          close();
        },
        onError: (error) => {
          if (apiErrorCode(error) === 'APPOINTMENT_OVERLAP') setOverlap(errorFields(error));
        },
      },
    );
  };

  const failed = accept.isError && apiErrorCode(accept.error) !== 'APPOINTMENT_OVERLAP';
  return (
    <Modal opened={request !== null} onClose={close} title="Accept request" size="md">
      <Stack>
        <Text size="sm">
          {request?.name} gets a client card, a project and this proposed appointment, and is
          e-mailed its time.
        </Text>
        <TextInput
          label="Appointment date and time"
          description={hint}
          type="datetime-local"
          required
          value={when}
          onChange={(e) => {
            setWhen(e.currentTarget.value);
            setOverlap(null);
          }}
        />
        <TextInput
          label="Length in minutes"
          inputMode="numeric"
          value={minutes}
          onChange={(e) => setMinutes(e.currentTarget.value)}
        />
        <TextInput
          label={`Estimated price (${f.symbol})`}
          inputMode="decimal"
          value={estimate}
          onChange={(e) => setEstimate(e.currentTarget.value)}
        />
        <TextInput
          label={`Deposit (${f.symbol})`}
          description={depositHint(depositValue, rule, f)}
          inputMode="decimal"
          value={depositValue}
          onChange={(e) => setDeposit(e.currentTarget.value)}
        />
        {overlap && (
          <Alert color="yellow" title="Overlapping appointment" role="alert">
            <Stack gap="xs">
              <Text size="sm">
                This time overlaps {overlap.overlapsTitle ?? 'another appointment'}.
              </Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => submit(true)}
                loading={accept.isPending}
              >
                Book anyway
              </Button>
            </Stack>
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {errorMessage(accept.error, 'The request could not be accepted.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => submit()} loading={accept.isPending} disabled={overlap !== null}>
            Accept and propose
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
