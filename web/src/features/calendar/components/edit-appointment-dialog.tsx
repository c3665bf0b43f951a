import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { localDateTimeInput, type ApiAppointment } from '@inkforge/domain';
import {
  AppointmentFields,
  optionalAmount,
  type AppointmentFormValues,
} from '@/components/appointment-fields';
import { OverlapWarning } from '@/components/overlap-warning';
import { apiErrorCode, errorFields, errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStudioZone } from '@/lib/studio-zone';
import { useUpdateAppointment } from '../api/update-appointment';
import { CancelWithDeposit } from './cancel-with-deposit';

const money = (amount: number | undefined) => (amount === undefined ? '' : amount);

/** The form's values, the date as the studio's wall clock (the zone the form sends back). */
function valuesOf(appointment: ApiAppointment, zone: string): AppointmentFormValues {
  return {
    title: appointment.title,
    description: appointment.description ?? '',
    appointmentDate: localDateTimeInput(new Date(appointment.appointmentDate), zone),
    duration: appointment.duration,
    type: appointment.type,
    status: appointment.status,
    price: money(appointment.price),
    deposit: money(appointment.deposit),
    notes: appointment.notes ?? '',
    depositOutcome: appointment.depositOutcome ?? '',
  };
}

interface Props {
  appointment: ApiAppointment | null;
  onClose: () => void;
  /** Opens the Deposit dialog (keep, move, carry, refund), where the screen has one. */
  onDecideDeposit?: (appointment: ApiAppointment) => void;
}

/** A deposit paid online and not yet decided: only its outcome may end it. */
export const holdsOnlineDeposit = (a: ApiAppointment | null) =>
  a?.onlineDeposit?.status === 'paid' || a?.onlineDeposit?.status === 'refunding';

const DECIDE_FIRST =
  'This deposit was paid online. Before the appointment is cancelled or deleted, decide it under Deposit: keep it, move it, carry it, or refund it through Stripe.';

/** Where to decide a held deposit: a button where the screen has the dialog, else words. */
export function DecideDepositFirst({
  appointment,
  onDecideDeposit,
}: {
  appointment: ApiAppointment;
  onDecideDeposit: ((a: ApiAppointment) => void) | undefined;
}) {
  return (
    <Alert color="yellow" title="Deposit Decision Needed" role="alert">
      {DECIDE_FIRST}
      {onDecideDeposit ? (
        <Group mt="sm">
          <Button size="xs" onClick={() => onDecideDeposit(appointment)}>
            Decide the deposit
          </Button>
        </Group>
      ) : (
        " Open the client's Appointments tab to do so."
      )}
    </Alert>
  );
}

/** Edit Appointment (clients dialog and calendar): title and date are required. */
export function EditAppointmentDialog({ appointment, onClose, onDecideDeposit }: Props) {
  const [values, setValues] = useState<AppointmentFormValues | null>(null);
  const [overlap, setOverlap] = useState<Record<string, string> | null>(null);
  const update = useUpdateAppointment();
  const { zone } = useStudioZone();

  useEffect(() => {
    setValues(appointment ? valuesOf(appointment, zone) : null);
    setOverlap(null);
  }, [appointment, zone]);
  const change = (next: AppointmentFormValues) => {
    setValues(next);
    setOverlap(null);
  };

  const save = (allowOverlap = false) => {
    if (!appointment || !values) return;
    if (!values.title.trim() || !values.appointmentDate) {
      notifyError('Missing Information', 'Title and date are required.');
      return;
    }
    const online = appointment.onlineDeposit !== undefined;
    const cancellingDeposit = !online && values.status === 'cancelled' && values.deposit !== '';
    if (cancellingDeposit && !values.depositOutcome) {
      notifyError('Deposit Decision Needed', 'Choose whether the deposit is kept or refunded.');
      return;
    }
    update.mutate(
      {
        id: appointment.id,
        ...values,
        price: optionalAmount(values.price),
        // A deposit paid online is the deposits' own: the edit leaves it as it is.
        deposit: online ? undefined : optionalAmount(values.deposit),
        depositOutcome: cancellingDeposit ? values.depositOutcome : undefined,
        timezone: zone,
        allowOverlap,
      },
      {
        onSuccess: () => {
          notifySuccess('Success', 'Appointment updated successfully.');
          onClose();
        },
        onError: (error) => {
          if (apiErrorCode(error) === 'APPOINTMENT_OVERLAP') {
            setOverlap(errorFields(error));
            return;
          }
          notifyError('Error', errorMessage(error, 'Failed to update appointment.'));
        },
      },
    );
  };

  const blocked =
    values?.status === 'cancelled' &&
    appointment?.status !== 'cancelled' &&
    holdsOnlineDeposit(appointment);

  return (
    <Modal opened={appointment !== null} onClose={onClose} title="Edit Appointment" size="lg">
      {values && (
        <Stack>
          <AppointmentFields
            values={values}
            onChange={change}
            withStatus
            onlineDeposit={appointment?.onlineDeposit !== undefined}
          />
          {blocked && appointment && (
            <CancelWithDeposit
              appointment={appointment}
              onDone={onClose}
              onDecideDeposit={onDecideDeposit}
            />
          )}
          <OverlapWarning
            overlap={overlap}
            timeZone={zone}
            confirmLabel="Save anyway"
            loading={update.isPending}
            onConfirm={() => save(true)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => save()}
              loading={update.isPending}
              disabled={overlap !== null || blocked}
            >
              Save Changes
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
