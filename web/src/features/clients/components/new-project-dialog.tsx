import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateProject } from '../api/create-project';
import {
  EMPTY_PROJECT,
  ProjectFormFields,
  projectRequest,
  type ProjectFormValues,
} from './project-form-fields';

interface Props {
  clientId: string | null;
  onClose: () => void;
}

/** New Project: title required, hours as a whole number, empty values left out. */
export function NewProjectDialog({ clientId, onClose }: Props) {
  const [values, setValues] = useState<ProjectFormValues>(EMPTY_PROJECT);
  const create = useCreateProject();
  const close = () => {
    setValues(EMPTY_PROJECT);
    onClose();
  };

  const submit = () => {
    if (!clientId) return;
    create.mutate(
      { ...projectRequest(values), clientId },
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
        <ProjectFormFields values={values} onChange={setValues} editing={false} />
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
