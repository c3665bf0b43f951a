import { ActionIcon, Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useFlashStencilPrint } from '@/components/use-flash-stencil-print';

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
  const { print: printSize, pending, dialog: check } = useFlashStencilPrint(appointmentId);
  const print = () => printSize(sizeCm);
  if (iconFor !== undefined) {
    return (
      <>
        {check}
        <ActionIcon
          variant="default"
          className={className}
          style={style}
          aria-label={`Print stencil (${sizeCm} cm) for ${iconFor}`}
          loading={pending}
          onClick={print}
        >
          <IconPrinter size={16} aria-hidden />
        </ActionIcon>
      </>
    );
  }
  return (
    <>
      {check}
      <Button
        variant="light"
        size="compact-sm"
        w="fit-content"
        leftSection={<IconPrinter size={16} aria-hidden />}
        loading={pending}
        onClick={print}
      >
        Print stencil ({sizeCm} cm)
      </Button>
    </>
  );
}
