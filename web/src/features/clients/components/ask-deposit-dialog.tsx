import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ApiAppointment } from '@inkforge/domain';
import { errorFields, errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { useAskDeposit } from '../api/deposit-outcome';

interface Props {
  appointment: ApiAppointment | null;
  onClose: () => void;
}

/** Asks the client a deposit online for an appointment, and gives the link to send. */
export function AskDepositDialog({ appointment, onClose }: Props) {
  return (
    <Modal opened={appointment !== null} onClose={onClose} title="Ask a deposit" size="md">
      {appointment && (
        <AskDepositForm key={appointment.id} appointment={appointment} onClose={onClose} />
      )}
    </Modal>
  );
}

function AskDepositForm({
  appointment,
  onClose,
}: {
  appointment: ApiAppointment;
  onClose: () => void;
}) {
  const ask = useAskDeposit(appointment.id);
  const f = useStudioFormat();
  const [amount, setAmount] = useState('');
  if (ask.isSuccess) {
    const link = `${window.location.origin}${ask.data.link}`;
    return (
      <Stack>
        <Alert color="green" title="Deposit asked" role="status">
          Send the client this link to pay it online: {link}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }
  const fieldError = ask.isError ? errorFields(ask.error).amount : undefined;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        ask.mutate({ amount });
      }}
    >
      <Stack>
        <Text size="sm">
          The client pays it online, straight to your Stripe account, after accepting your deposit
          policy. It counts toward “{appointment.title}”.
        </Text>
        <TextInput
          label={`Deposit (${f.symbol})`}
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={fieldError}
        />
        {ask.isError && !fieldError && (
          <Alert color="red" role="alert">
            {errorMessage(ask.error, 'The deposit could not be asked. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={ask.isPending}>
            Ask deposit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
