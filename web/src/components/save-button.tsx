import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type Props = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & { saving: boolean };

/**
 * A dialog's save button. While it saves it shows a loader and ignores presses, but stays
 * enabled: a focused button that becomes disabled loses focus, and a keyboard or screen-reader
 * user lands on the page body, outside the dialog (Mantine's `loading` disables it).
 */
export function SaveButton({ saving, onClick, leftSection, ...props }: Props) {
  return (
    <Button
      {...props}
      aria-disabled={saving || undefined}
      leftSection={saving ? <Loader size={14} color="currentColor" /> : leftSection}
      onClick={(event) => {
        if (saving) return;
        onClick?.(event);
      }}
    />
  );
}
