import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useDownloadFlashStencil } from '../api/download-flash-stencil';

interface Props {
  appointmentId: string;
  sizeCm: number;
}

/** The stencil of a flash booking at the size the client booked, mirrored and ready to print. */
export function FlashStencilButton({ appointmentId, sizeCm }: Props) {
  const download = useDownloadFlashStencil(appointmentId);
  return (
    <Button
      variant="light"
      size="compact-sm"
      w="fit-content"
      leftSection={<IconPrinter size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(sizeCm, {
          onError: (error) =>
            notifyError('Stencil Failed', errorMessage(error, 'The stencil could not be made.')),
        })
      }
    >
      Print stencil ({sizeCm} cm)
    </Button>
  );
}
