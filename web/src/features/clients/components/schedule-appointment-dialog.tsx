import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ApiClient } from '@inkforge/domain';
import {
  AppointmentFields,
  EMPTY_APPOINTMENT,
  optionalAmount,
  type AppointmentFormValues,
} from '@/components/appointment-fields';
import { OverlapWarning } from '@/components/overlap-warning';
import { apiErrorCode, errorFields, errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStudioZone } from '@/lib/studio-zone';
import { useCreateAppointment } from '../api/create-appointment';
import { SaveButton } from '@/components/save-button';

interface Props {
  client: ApiClient | null;
  onClose: () => void;
}

/** Schedule Appointment: title and date required, optionally for one of the client's projects. */
export function ScheduleAppointmentDialog({ client, onClose }: Props) {
  const [values, setValues] = useState<AppointmentFormValues>(EMPTY_APPOINTMENT);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<Record<string, string> | null>(null);
  const create = useCreateAppointment();
  const { zone } = useStudioZone();
  const close = () => {
    setValues(EMPTY_APPOINTMENT);
    setProjectId(null);
    setOverlap(null);
    onClose();
  };
  const change = (next: AppointmentFormValues) => {
    setValues(next);
    setOverlap(null);
  };

  const submit = (allowOverlap = false) => {
    if (!client) return;
    const { depositOutcome: _unused, ...fields } = values;
    create.mutate(
      {
        ...fields,
        clientId: client.id,
        timezone: zone,
        projectId: projectId ?? undefined,
        price: optionalAmount(values.price),
        deposit: optionalAmount(values.deposit),
        allowOverlap,
      },
      {
        onSuccess: () => {
          notifySuccess('Appointment Scheduled', `${values.title.trim()} is in your calendar.`);
          close();
        },
        onError: (error) => {
          if (apiErrorCode(error) === 'APPOINTMENT_OVERLAP') {
            setOverlap(errorFields(error));
            return;
          }
          notifyError(
            'Error Scheduling Appointment',
            errorMessage(error, 'Failed to schedule appointment.'),
          );
        },
      },
    );
  };

  return (
    <Modal opened={client !== null} onClose={close} title="Schedule Appointment" size="lg">
      <Stack>
        {client && client.projects.length > 0 && (
          <Select
            label="Project"
            clearable
            description="A deposit is recorded as a payment on this project."
            data={client.projects.map((p) => ({ value: p.id, label: p.title }))}
            value={projectId}
            onChange={setProjectId}
          />
        )}
        <AppointmentFields values={values} onChange={change} withStatus={false} />
        <OverlapWarning
          overlap={overlap}
          timeZone={zone}
          confirmLabel="Book anyway"
          loading={create.isPending}
          onConfirm={() => submit(true)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <SaveButton
            onClick={() => submit()}
            disabled={!values.title.trim() || !values.appointmentDate || overlap !== null}
            saving={create.isPending}
          >
            Schedule Appointment
          </SaveButton>
        </Group>
      </Stack>
    </Modal>
  );
}
