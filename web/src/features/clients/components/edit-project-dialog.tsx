import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ApiProject } from '@inkforge/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteProject } from '../api/delete-project';
import { useUpdateProject } from '../api/update-project';
import { ProjectFormFields, projectRequest, projectValues } from './project-form-fields';

const DELETE_PROJECT_MESSAGE =
  'Are you sure you want to delete this project? Its payments are removed too; its appointments stay in the calendar without a project.';

interface Props {
  project: ApiProject | null;
  onClose: () => void;
}

/** Edit Project (beyond the spec's dialogs): status, actual hours, final price, delete. */
export function EditProjectDialog({ project, onClose }: Props) {
  const [values, setValues] = useState(project ? projectValues(project) : null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateProject();
  const remove = useDeleteProject();
  useEffect(() => setValues(project ? projectValues(project) : null), [project]);

  const save = () => {
    if (!project || !values) return;
    update.mutate(
      { id: project.id, ...projectRequest(values) },
      {
        onSuccess: () => {
          notifySuccess('Project Updated', `${values.title.trim()} was saved.`);
          onClose();
        },
        onError: (error) =>
          notifyError('Error Updating Project', errorMessage(error, 'Failed to update project.')),
      },
    );
  };

  const deleteProject = () => {
    if (!project) return;
    remove.mutate(project.id, {
      onSuccess: () => {
        notifySuccess('Project Deleted', `${project.title} was removed.`);
        setConfirming(false);
        onClose();
      },
      onError: (error) =>
        notifyError('Delete Failed', errorMessage(error, 'Failed to delete project.')),
    });
  };

  return (
    <>
      <Modal opened={project !== null} onClose={onClose} title="Edit Project" size="lg">
        {values && (
          <Stack>
            <ProjectFormFields values={values} onChange={setValues} editing />
            <Group justify="space-between">
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                Delete Project
              </Button>
              <Group>
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button onClick={save} disabled={!values.title.trim()} loading={update.isPending}>
                  Save Project
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title="Delete Project"
        message={DELETE_PROJECT_MESSAGE}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={deleteProject}
      />
    </>
  );
}
