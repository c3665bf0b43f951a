import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import {
  choiceOptions,
  localDateKey,
  PAYMENT_METHODS,
  type ApiProject,
  type PaymentMethod,
} from '@inkforge/domain';
import { apiErrorCode, errorFields, errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useRecordPayment } from '../api/record-payment';

interface Props {
  project: ApiProject | null;
  /** The artist's zone: the payment date defaults to today there. */
  timeZone: string;
  onClose: () => void;
}

/**
 * Record Payment: the amount is required, to the cent; the date is chosen
 * (today by default). More than the balance is refused until confirmed as client credit.
 */
export function RecordPaymentDialog({ project, timeZone, onClose }: Props) {
  const today = () => localDateKey(new Date(), timeZone);
  const f = useStudioFormat();
  const [amount, setAmount] = useState<number | string>('');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const [paymentDate, setPaymentDate] = useState(today);
  const [notes, setNotes] = useState('');
  const [excess, setExcess] = useState<string | null>(null);
  const record = useRecordPayment();
  const close = () => {
    setAmount('');
    setNotes('');
    setPaymentMethod('cash');
    setPaymentDate(today());
    setExcess(null);
    onClose();
  };

  const submit = (confirmOverpayment = false) => {
    if (!project) return;
    record.mutate(
      {
        projectId: project.id,
        amount,
        paymentMethod,
        notes,
        paymentDate: paymentDate || undefined,
        confirmOverpayment,
      },
      {
        onSuccess: () => {
          notifySuccess('Payment Recorded', 'The payment was added to the project.');
          close();
        },
        onError: (error) => {
          if (apiErrorCode(error) === 'OVERPAYMENT_UNCONFIRMED') {
            setExcess(errorFields(error).excess ?? '0');
            return;
          }
          notifyError('Error Recording Payment', errorMessage(error, 'Failed to record payment.'));
        },
      },
    );
  };
  const excessText = excess === null ? '' : f.amount(Number(excess));

  return (
    <Modal opened={project !== null} onClose={close} title="Record Payment">
      <Stack>
        <NumberInput
          label={`Amount (${f.symbol})`}
          description="Up to two decimals"
          required
          min={0.01}
          step={0.01}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setExcess(null);
          }}
          data-autofocus
        />
        <TextInput
          label="Payment date"
          type="date"
          value={paymentDate}
          onChange={(e) => setPaymentDate(e.currentTarget.value)}
        />
        <Select
          label="Payment method"
          data={choiceOptions(PAYMENT_METHODS)}
          value={paymentMethod}
          allowDeselect={false}
          onChange={(v) => setPaymentMethod((v ?? 'cash') as PaymentMethod)}
        />
        <Textarea label="Notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        {excess !== null && (
          <Alert color="orange" title="Payment Exceeds Balance" role="alert">
            <Text size="sm">
              This payment is {excessText} more than the remaining balance. Record it anyway and
              keep {excessText} as credit for the client?
            </Text>
            <Group justify="flex-end" mt="xs">
              <Button
                size="xs"
                color="orange"
                loading={record.isPending}
                onClick={() => submit(true)}
              >
                Record with {excessText} credit
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => submit()}
            disabled={amount === '' || excess !== null}
            loading={record.isPending}
          >
            Record Payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
