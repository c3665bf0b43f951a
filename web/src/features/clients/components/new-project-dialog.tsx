import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { BODY_PLACEMENTS, choiceOptions, PROJECT_SIZES } from '@inkforge/domain';
import { optionalAmount } from '@/components/appointment-fields';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateProject } from '../api/create-project';

const EMPTY = {
  title: '',
  description: '',
  bodyPlacement: '',
  size: '',
  style: '',
  estimatedHours: '' as number | string,
  estimatedPrice: '' as number | string,
  notes: '',
};

interface Props {
  clientId: string | null;
  onClose: () => void;
}

/** New Project: title required, hours as a whole number, empty values left out (spec tools §5). */
export function NewProjectDialog({ clientId, onClose }: Props) {
  const [values, setValues] = useState(EMPTY);
  const create = useCreateProject();
  const set = (patch: Partial<typeof EMPTY>) => setValues({ ...values, ...patch });
  const close = () => {
    setValues(EMPTY);
    onClose();
  };

  const submit = () => {
    if (!clientId) return;
    const hours =
      values.estimatedHours === '' ? undefined : Math.round(Number(values.estimatedHours));
    create.mutate(
      {
        ...values,
        clientId,
        title: values.title.trim(),
        estimatedHours: hours,
        estimatedPrice: optionalAmount(values.estimatedPrice),
      },
      {
        onSuccess: () => {
          notifySuccess('Project Created', `${values.title.trim()} was added.`);
          close();
        },
        onError: (error) =>
          notifyError('Error Creating Project', errorMessage(error, 'Failed to create project.')),
      },
    );
  };

  return (
    <Modal opened={clientId !== null} onClose={close} title="New Project" size="lg">
      <Stack>
        <TextInput
          label="Title"
          required
          value={values.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Textarea
          label="Description"
          value={values.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <SimpleGrid cols={2}>
          <Select
            label="Body Placement"
            data={[...BODY_PLACEMENTS]}
            clearable
            value={values.bodyPlacement || null}
            onChange={(v) => set({ bodyPlacement: v ?? '' })}
          />
          <Select
            label="Size"
            data={choiceOptions(PROJECT_SIZES)}
            clearable
            value={values.size || null}
            onChange={(v) => set({ size: v ?? '' })}
          />
          <TextInput
            label="Style"
            value={values.style}
            onChange={(e) => set({ style: e.currentTarget.value })}
          />
          <NumberInput
            label="Ore stimate"
            min={0}
            step={1}
            allowDecimal={false}
            value={values.estimatedHours}
            onChange={(v) => set({ estimatedHours: v })}
          />
          <NumberInput
            label="Estimated Price ($)"
            min={0}
            step={0.01}
            decimalScale={2}
            value={values.estimatedPrice}
            onChange={(v) => set({ estimatedPrice: v })}
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          value={values.notes}
          onChange={(e) => set({ notes: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!values.title.trim()} loading={create.isPending}>
            Create Project
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
