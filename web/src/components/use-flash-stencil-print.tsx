import { useState } from 'react';
import { ConfirmDialog } from '@/components/lazy-confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import {
  saveFlashStencil,
  useDownloadFlashStencil,
  type FetchedFlashStencil,
} from '@/lib/api/flash-stencil';

/**
 * Printing a flash booking's stencil, wherever its button is (the day view, the dashboard): a
 * stencil that passes the transfer check goes to the printer at once; one that fails waits,
 * unprinted, in a dialog that says why until the artist prints it anyway or cancels.
 */
export function useFlashStencilPrint(appointmentId: string) {
  const download = useDownloadFlashStencil(appointmentId);
  const [held, setHeld] = useState<FetchedFlashStencil | null>(null);
  const print = (sizeCm: number) =>
    download.mutate(sizeCm, {
      onSuccess: (stencil) => {
        if (stencil.transfer && !stencil.transfer.passed) setHeld(stencil);
        else saveFlashStencil(stencil);
      },
      onError: (error) =>
        notifyError('Stencil Failed', errorMessage(error, 'The stencil could not be made.')),
    });
  const dialog = (
    <ConfirmDialog
      opened={held !== null}
      title="Check the stencil before printing"
      message={`${held?.transfer?.summary ?? ''} Fix it on the Stencils screen, or print it as it is.`}
      confirmLabel="Print anyway"
      onConfirm={() => {
        if (held) saveFlashStencil(held);
        setHeld(null);
      }}
      onClose={() => setHeld(null)}
    />
  );
  return { print, pending: download.isPending, dialog };
}
