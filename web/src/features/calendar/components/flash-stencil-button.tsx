import { ActionIcon, Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifyWarning } from '@/lib/notify';
import { useDownloadFlashStencil } from '../api/download-flash-stencil';

interface Props {
  appointmentId: string;
  sizeCm: number;
  /**
   * The booking's title, for the printer icon the day by hour shows on the booking: there the
   * words do not fit, so the icon's name says which booking it prints.
   */
  iconFor?: string;
  className?: string;
  style?: React.CSSProperties;
}

/** The stencil of a flash booking at the size the client booked, mirrored and ready to print. */
export function FlashStencilButton({ appointmentId, sizeCm, iconFor, className, style }: Props) {
  const download = useDownloadFlashStencil(appointmentId);
  const print = () =>
    download.mutate(sizeCm, {
      // A stencil that will not transfer well is said on screen, before the PDF is printed.
      onSuccess: ({ transfer }) => {
        if (transfer && !transfer.passed) {
          notifyWarning('Check the stencil before printing', transfer.summary);
        }
      },
      onError: (error) =>
        notifyError('Stencil Failed', errorMessage(error, 'The stencil could not be made.')),
    });
  if (iconFor !== undefined) {
    return (
      <ActionIcon
        variant="default"
        className={className}
        style={style}
        aria-label={`Print stencil (${sizeCm} cm) for ${iconFor}`}
        loading={download.isPending}
        onClick={print}
      >
        <IconPrinter size={16} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button
      variant="light"
      size="compact-sm"
      w="fit-content"
      leftSection={<IconPrinter size={16} aria-hidden />}
      loading={download.isPending}
      onClick={print}
    >
      Print stencil ({sizeCm} cm)
    </Button>
  );
}
