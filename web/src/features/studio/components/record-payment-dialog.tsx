import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  choiceLabel,
  PAYMENT_METHODS,
  type ApiStudioCalendarEntry,
  type PaymentMethod,
} from '@inkforge/domain';
import { useState, type FormEvent } from 'react';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useRecordStudioPayment } from '../api/desk-actions';

interface Props {
  studioId: string;
  entry: ApiStudioCalendarEntry;
  onClose: () => void;
}

const METHODS = PAYMENT_METHODS.map((value) => ({ value, label: choiceLabel(value) }));

/** Records money taken at the desk on the appointment's project, in the artist's book. */
export function RecordPaymentDialog({ studioId, entry, onClose }: Props) {
  const format = useStudioFormat();
  const record = useRecordStudioPayment();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('card');
  // More than the balance: the server asks first; the excess becomes the client's credit.
  const [overpay, setOverpay] = useState(false);
  const asksOverpay = apiErrorCode(record.error) === 'OVERPAYMENT_UNCONFIRMED';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      {
        studioId,
        artistUid: entry.artistUid,
        appointmentId: entry.id,
        amount: amount.trim().replace(',', '.'),
        paymentMethod: method,
        ...(overpay ? { confirmOverpayment: true } : {}),
      },
      {
        onSuccess: (payment) => {
          notifySuccess(
            'Payment recorded',
            `${format.amount(payment.amount)} from ${entry.clientName} for ${entry.artistName}.`,
          );
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Record a payment" centered>
      <form aria-label="Record a payment" onSubmit={submit}>
        <Stack>
          <Text size="sm">
            {entry.localDate} {entry.localTime} · {entry.title} · {entry.clientName} with{' '}
            {entry.artistName}
          </Text>
          <TextInput
            label={`Amount (${format.symbol})`}
            inputMode="decimal"
            placeholder="120.00"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            required
            data-autofocus
          />
          <Select
            label="Paid by"
            data={METHODS}
            value={method}
            onChange={(v) => v && setMethod(v as PaymentMethod)}
            allowDeselect={false}
          />
          {(asksOverpay || overpay) && (
            <Checkbox
              label="Record the excess as the client’s credit"
              checked={overpay}
              onChange={(e) => setOverpay(e.currentTarget.checked)}
            />
          )}
          {record.isError && (
            <Alert color="red" role="alert">
              {errorMessage(record.error, 'The payment could not be recorded.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={record.isPending} disabled={!amount.trim()}>
              Record payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
