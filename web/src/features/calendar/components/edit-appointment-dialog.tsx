import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { localDateTimeInput, type ApiAppointment } from '@inkforge/domain';
import {
  AppointmentFields,
  optionalAmount,
  type AppointmentFormValues,
} from '@/components/appointment-fields';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateAppointment } from '../api/update-appointment';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const money = (amount: number | undefined) => (amount === undefined ? '' : amount);

function valuesOf(appointment: ApiAppointment): AppointmentFormValues {
  return {
    title: appointment.title,
    description: appointment.description ?? '',
    appointmentDate: localDateTimeInput(new Date(appointment.appointmentDate), browserZone()),
    duration: appointment.duration,
    type: appointment.type,
    status: appointment.status,
    price: money(appointment.price),
    deposit: money(appointment.deposit),
    notes: appointment.notes ?? '',
  };
}

interface Props {
  appointment: ApiAppointment | null;
  onClose: () => void;
}

/** Edit Appointment (clients dialog and calendar): title and date are required. */
export function EditAppointmentDialog({ appointment, onClose }: Props) {
  const [values, setValues] = useState<AppointmentFormValues | null>(null);
  const update = useUpdateAppointment();

  useEffect(() => {
    setValues(appointment ? valuesOf(appointment) : null);
  }, [appointment]);

  const save = () => {
    if (!appointment || !values) return;
    if (!values.title.trim() || !values.appointmentDate) {
      notifyError('Missing Information', 'Title and date are required.');
      return;
    }
    update.mutate(
      {
        id: appointment.id,
        ...values,
        price: optionalAmount(values.price),
        deposit: optionalAmount(values.deposit),
        timezone: browserZone(),
      },
      {
        onSuccess: () => {
          notifySuccess('Success', 'Appointment updated successfully.');
          onClose();
        },
        onError: (error) =>
          notifyError('Error', errorMessage(error, 'Failed to update appointment.')),
      },
    );
  };

  return (
    <Modal opened={appointment !== null} onClose={onClose} title="Edit Appointment" size="lg">
      {values && (
        <Stack>
          <AppointmentFields values={values} onChange={setValues} withStatus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save} loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
