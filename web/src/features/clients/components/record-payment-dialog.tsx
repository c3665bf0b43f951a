import { Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  choiceOptions,
  PAYMENT_METHODS,
  type ApiProject,
  type PaymentMethod,
} from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRecordPayment } from '../api/record-payment';

interface Props {
  project: ApiProject | null;
  onClose: () => void;
}

/** Record Payment: the amount is required, to the cent (spec tools §5). */
export function RecordPaymentDialog({ project, onClose }: Props) {
  const [amount, setAmount] = useState<number | string>('');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const [notes, setNotes] = useState('');
  const record = useRecordPayment();
  const close = () => {
    setAmount('');
    setNotes('');
    setPaymentMethod('cash');
    onClose();
  };

  const submit = () => {
    if (!project) return;
    record.mutate(
      { projectId: project.id, amount, paymentMethod, notes },
      {
        onSuccess: () => {
          notifySuccess('Payment Recorded', 'The payment was added to the project.');
          close();
        },
        onError: (error) =>
          notifyError('Error Recording Payment', errorMessage(error, 'Failed to record payment.')),
      },
    );
  };

  return (
    <Modal opened={project !== null} onClose={close} title="Record Payment">
      <Stack>
        <NumberInput
          label="Importo (€)"
          required
          min={0.01}
          step={0.01}
          decimalScale={2}
          value={amount}
          onChange={setAmount}
          data-autofocus
        />
        <Select
          label="Metodo di pagamento"
          data={choiceOptions(PAYMENT_METHODS)}
          value={paymentMethod}
          allowDeselect={false}
          onChange={(v) => setPaymentMethod((v ?? 'cash') as PaymentMethod)}
        />
        <Textarea label="Note" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={amount === ''} loading={record.isPending}>
            Record Payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
