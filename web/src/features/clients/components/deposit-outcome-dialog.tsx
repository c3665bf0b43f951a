import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import {
  REFUND_WAITING_WORDS,
  type ApiAppointment,
  type DepositOutcomeRequest,
} from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { notifySuccess } from '@/lib/notify';
import { useDepositOutcome } from '../api/deposit-outcome';

type Choice = 'no_show' | 'late_cancel' | 'move' | 'refund' | 'carry';

const CHOICES: { value: Choice; label: string; description: string }[] = [
  {
    value: 'no_show',
    label: 'Keep it: the client did not come',
    description: 'The appointment is marked as a no-show.',
  },
  {
    value: 'late_cancel',
    label: 'Keep it: cancelled too late',
    description: 'The appointment is cancelled.',
  },
  {
    value: 'move',
    label: 'Move it to a rescheduled appointment',
    description: 'It then holds that date.',
  },
  {
    value: 'refund',
    label: 'Refund it',
    description: 'Stripe gives the money back from your account.',
  },
  {
    value: 'carry',
    label: "Carry it to the project's last session",
    description: 'It counts toward that session.',
  },
];

const DONE: Record<Choice, string> = {
  no_show: 'The deposit is kept.',
  late_cancel: 'The deposit is kept.',
  move: 'The deposit moved to the new appointment.',
  refund: 'The deposit was refunded through Stripe.',
  carry: "The deposit now counts toward the project's last session.",
};

interface Props {
  appointment: ApiAppointment | null;
  /** The client's other appointments: where a deposit can move to. */
  others: ApiAppointment[];
  onClose: () => void;
}

/** One action on a deposit the client paid online: keep, move, refund or carry it. */
export function DepositOutcomeDialog({ appointment, others, onClose }: Props) {
  return (
    <Modal opened={appointment !== null} onClose={onClose} title="Deposit" size="md">
      {appointment?.onlineDeposit && (
        <DepositOutcomeForm
          key={appointment.id}
          appointment={appointment}
          others={others}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DepositOutcomeForm({
  appointment,
  others,
  onClose,
}: {
  appointment: ApiAppointment;
  others: ApiAppointment[];
  onClose: () => void;
}) {
  const deposit = appointment.onlineDeposit!;
  const f = useStudioFormat();
  const apply = useDepositOutcome(appointment.id);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Money leaves the artist's account on a refund: it is asked once more before it goes.
  const [confirming, setConfirming] = useState(false);
  const amount = f.moneyOf(deposit.amount);
  const targets = others.filter((a) => a.id !== appointment.id && a.depositPaid === undefined);

  const submit = () => {
    if (!choice) return setProblem('Choose what happens to the deposit.');
    if (choice === 'move' && !target) return setProblem('Choose the rescheduled appointment.');
    setProblem(null);
    if (choice === 'refund' && !confirming) return setConfirming(true);
    const body: DepositOutcomeRequest =
      choice === 'no_show' || choice === 'late_cancel'
        ? { outcome: 'keep', reason: choice }
        : choice === 'move'
          ? { outcome: 'move', toAppointmentId: target! }
          : { outcome: choice };
    apply.mutate(body, {
      onSuccess: (answer) => {
        // Stripe accepted the refund but waits for the artist's balance: not refunded yet.
        const waiting = answer.status === 'refunding' && answer.refund?.status === 'pending';
        notifySuccess(
          'Deposit Updated',
          waiting
            ? `${REFUND_WAITING_WORDS}: Stripe makes it once your balance covers it, and the client is told then.`
            : answer.status === 'paid' && answer.refund?.status === 'failed'
              ? 'Stripe could not make the refund; the deposit is still held.'
              : DONE[choice],
        );
        onClose();
      },
    });
  };

  return (
    <Stack>
      <Text>
        {amount} paid online for “{appointment.title}”
        {deposit.policy
          ? `; policy version ${deposit.policy.version} accepted ${f.dateTime(deposit.policy.acceptedAt)}.`
          : '.'}
      </Text>
      <Radio.Group
        label="What happens to the deposit?"
        value={choice}
        onChange={(v) => {
          setChoice(v as Choice);
          setConfirming(false);
        }}
      >
        <Stack gap="xs" mt="xs">
          {CHOICES.map((c) => (
            <Radio key={c.value} value={c.value} label={c.label} description={c.description} />
          ))}
        </Stack>
      </Radio.Group>
      {choice === 'move' && (
        <NativeSelect
          label="Rescheduled appointment"
          description={targets.length ? undefined : 'Schedule the new date first.'}
          data={[
            { value: '', label: 'Choose one' },
            ...targets.map((a) => ({
              value: a.id,
              label: `${a.title} · ${f.dateTime(a.appointmentDate)}`,
            })),
          ]}
          value={target ?? ''}
          onChange={(e) => setTarget(e.currentTarget.value || null)}
        />
      )}
      {(problem || apply.isError) && (
        <Alert color="red" role="alert">
          {problem ??
            errorMessage(apply.error, 'The deposit could not be changed. Please try again.')}
        </Alert>
      )}
      {confirming ? (
        <Stack gap="xs">
          <Text fw={500}>
            Refund {amount} to the client? Stripe takes it from your account; this cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Back
            </Button>
            <Button color="red" onClick={submit} loading={apply.isPending}>
              Refund {amount}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={apply.isPending}>
            Apply
          </Button>
        </Group>
      )}
    </Stack>
  );
}
