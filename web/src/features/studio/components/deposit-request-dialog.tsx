import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ApiStudioCalendarEntry } from '@inkforge/domain';
import { useState, type FormEvent } from 'react';
import { CopyValueButton } from '@/components/copy-and-share';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { useRequestDeposit } from '../api/desk-actions';

interface Props {
  studioId: string;
  entry: ApiStudioCalendarEntry;
  onClose: () => void;
}

/** Asks the client for a deposit: the amount as typed (a decimal), then the link to send. */
export function DepositRequestDialog({ studioId, entry, onClose }: Props) {
  const format = useStudioFormat();
  const ask = useRequestDeposit();
  const [amount, setAmount] = useState('');
  const link = ask.data ? `${window.location.origin}${ask.data.link}` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({
      studioId,
      artistUid: entry.artistUid,
      appointmentId: entry.id,
      amount: amount.trim().replace(',', '.'),
    });
  };

  return (
    <Modal opened onClose={onClose} title="Ask for a deposit" centered>
      <Stack>
        <Text size="sm">
          {entry.localDate} {entry.localTime} · {entry.title} · {entry.clientName} with{' '}
          {entry.artistName}
        </Text>
        {link && ask.data ? (
          <>
            <Text size="sm">
              A deposit of {format.moneyOf(ask.data.amount)} is asked. Send the client this link to
              pay it.
            </Text>
            <TextInput
              label="Deposit link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group justify="flex-end">
              <CopyValueButton value={link} label="Copy link" copiedLabel="Link copied" />
              <Button variant="default" onClick={onClose}>
                Done
              </Button>
            </Group>
          </>
        ) : (
          <form aria-label="Ask for a deposit" onSubmit={submit}>
            <Stack>
              <TextInput
                label={`Deposit (${format.symbol})`}
                inputMode="decimal"
                placeholder="50.00"
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
                required
                data-autofocus
              />
              {ask.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(ask.error, 'The deposit could not be asked.')}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button type="submit" loading={ask.isPending} disabled={!amount.trim()}>
                  Ask deposit
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
