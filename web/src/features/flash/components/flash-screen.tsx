import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ApiFlash } from '@inkforge/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/lazy-confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useDeleteFlash } from '../api/delete-flash';
import { useFlash } from '../api/get-flash';
import { useUpdateFlash } from '../api/update-flash';
import { FlashCard } from './flash-card';
import { OpenDatesCard } from './open-dates-card';
import { PublishFlashDialog } from './publish-flash-dialog';
import { IconBolt } from '@tabler/icons-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

/** /flash: the designs clients book with a size, a time and a deposit, and the open dates. */
export function FlashScreen() {
  const flash = useFlash();
  const update = useUpdateFlash();
  const remove = useDeleteFlash();
  const [publishing, setPublishing] = useState(false);
  const [deleting, setDeleting] = useState<ApiFlash | null>(null);
  const list = flash.data ?? [];
  const failed = (error: unknown) =>
    notifyError('Save Failed', errorMessage(error, 'The change could not be saved.'));

  // The page's order is the list's: after a move every design whose place changed is saved.
  const move = async (index: number, by: -1 | 1) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    try {
      await Promise.all(
        next.map((f, order) =>
          f.order === order ? null : update.mutateAsync({ id: f.id, order }),
        ),
      );
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title="Flash"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setPublishing(true)}>
            Publish from gallery
          </Button>
        }
      />
      <Text size="sm" c="dimmed">
        Clients pick a design, a size and an open time on your booking page and pay the deposit in
        one go.
      </Text>
      {flash.isPending ? (
        <Skeleton h={120} />
      ) : flash.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(flash.error, 'Your flash could not be loaded.')}
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState icon={IconBolt} title="No flash yet">
          Publish a design from your gallery to open it for booking.
        </EmptyState>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((f, i) => (
            <FlashCard
              key={f.id}
              flash={f}
              first={i === 0}
              last={i === list.length - 1}
              busy={update.isPending}
              onArchive={(archived) => update.mutate({ id: f.id, archived }, { onError: failed })}
              onMove={(by) => void move(i, by)}
              onDelete={() => setDeleting(f)}
            />
          ))}
        </Stack>
      )}
      <OpenDatesCard />
      <PublishFlashDialog opened={publishing} onClose={() => setPublishing(false)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this flash?"
        message={`“${deleting?.title ?? ''}” is taken off your booking page. Booked appointments and the gallery design stay.`}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) =>
              notifyError('Delete Failed', errorMessage(error, 'The flash could not be deleted.')),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
