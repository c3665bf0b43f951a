import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useFlashStencilPrint } from '@/components/use-flash-stencil-print';

interface Props {
  appointmentId: string;
  sizeCm: number;
  clientName: string;
}

/** One tap: the next session's stencil at the booked size, mirrored, as a PDF to print at 100 %. */
export function PrintStencilButton({ appointmentId, sizeCm, clientName }: Props) {
  // A stencil that fails the transfer check is said on screen and waits before it is printed.
  const { print, pending, dialog } = useFlashStencilPrint(appointmentId);
  return (
    <>
      {dialog}
      <Button
        size="md"
        leftSection={<IconPrinter size={20} aria-hidden />}
        loading={pending}
        onClick={() => print(sizeCm)}
        aria-label={`Print stencil (${sizeCm} cm) for ${clientName}`}
      >
        Print stencil ({sizeCm} cm)
      </Button>
    </>
  );
}
