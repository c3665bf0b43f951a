import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDownloadPassport } from '../api/download-passport';

/** The session's ink passport as a PDF: what went into the client's skin, on one page. */
export function PassportDownloadButton({ appointmentId }: { appointmentId: string }) {
  const download = useDownloadPassport(appointmentId);
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: (name) => notifySuccess('Ink passport saved', name),
          onError: () => notifyError('Not saved', 'The ink passport could not be downloaded.'),
        })
      }
    >
      Ink passport (PDF)
    </Button>
  );
}
