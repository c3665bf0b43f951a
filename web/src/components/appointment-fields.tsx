import {
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  choiceOptions,
  DEFAULT_APPOINTMENT_DURATION,
} from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import { useStudioZone } from '@/lib/studio-zone';

/** The editable fields of an appointment as the form holds them (dates as datetime-local). */
export interface AppointmentFormValues {
  title: string;
  description: string;
  appointmentDate: string;
  duration: number | string;
  type: string;
  status: string;
  price: number | string;
  deposit: number | string;
  notes: string;
  /** Asked when an appointment with a deposit is cancelled: kept or refunded. */
  depositOutcome: string;
}

/** A NumberInput value as the API takes it: absent when empty. */
export function optionalAmount(value: number | string): number | string | undefined {
  return value === '' ? undefined : value;
}

export const EMPTY_APPOINTMENT: AppointmentFormValues = {
  title: '',
  description: '',
  appointmentDate: '',
  duration: DEFAULT_APPOINTMENT_DURATION,
  type: 'consultation',
  status: 'scheduled',
  price: '',
  deposit: '',
  notes: '',
  depositOutcome: '',
};

interface Props {
  values: AppointmentFormValues;
  onChange: (values: AppointmentFormValues) => void;
  /** New appointments start as scheduled; the status is chosen when editing. */
  withStatus: boolean;
  /** The deposit was paid online: the form shows it but never changes it. */
  onlineDeposit?: boolean;
}

export function AppointmentFields({ values, onChange, withStatus, onlineDeposit = false }: Props) {
  const set = <K extends keyof AppointmentFormValues>(key: K, value: AppointmentFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const f = useStudioFormat();
  const zoneHint = useStudioZone().hint;
  return (
    <Stack>
      <TextInput
        label="Title"
        required
        value={values.title}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
      <TextInput
        label="Date & Time"
        description={zoneHint}
        type="datetime-local"
        required
        value={values.appointmentDate}
        onChange={(e) => set('appointmentDate', e.currentTarget.value)}
      />
      <SimpleGrid cols={2}>
        <NumberInput
          label="Duration (minutes)"
          min={15}
          step={15}
          value={values.duration}
          onChange={(v) => set('duration', v)}
        />
        <Select
          label="Type"
          data={choiceOptions(APPOINTMENT_TYPES)}
          value={values.type}
          onChange={(v) => set('type', v ?? 'consultation')}
          allowDeselect={false}
        />
        {withStatus && (
          <Select
            label="Status"
            data={choiceOptions(APPOINTMENT_STATUSES)}
            value={values.status}
            onChange={(v) => set('status', v ?? 'scheduled')}
            allowDeselect={false}
          />
        )}
        <NumberInput
          label={`Price (${f.symbol})`}
          min={0}
          step={0.01}
          decimalScale={2}
          value={values.price}
          onChange={(v) => set('price', v)}
        />
        <NumberInput
          label={`Deposit (${f.symbol})`}
          min={0}
          step={0.01}
          decimalScale={2}
          value={values.deposit}
          onChange={(v) => set('deposit', v)}
          readOnly={onlineDeposit}
          description={
            onlineDeposit ? 'Paid online: its money moves only through Deposit.' : undefined
          }
        />
      </SimpleGrid>
      {withStatus && !onlineDeposit && values.status === 'cancelled' && values.deposit !== '' && (
        <Radio.Group
          label="The deposit is"
          description="Cancelling an appointment with a deposit: is the deposit kept or refunded?"
          required
          value={values.depositOutcome}
          onChange={(v) => set('depositOutcome', v)}
        >
          <Group mt="xs">
            <Radio value="kept" label="Kept (forfeited)" />
            <Radio value="refunded" label="Refunded to the client" />
          </Group>
        </Radio.Group>
      )}
      <Textarea
        label="Description"
        value={values.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <Textarea
        label="Notes"
        value={values.notes}
        onChange={(e) => set('notes', e.currentTarget.value)}
      />
    </Stack>
  );
}
