import { Button, Modal } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { lazyDialog } from './lazy-dialog';

interface Props {
  opened: boolean;
  onClose: () => void;
}

function NoteDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add note">
      <Button onClick={onClose}>Save note</Button>
    </Modal>
  );
}

const LazyNoteDialog = lazyDialog(
  () => Promise.resolve(NoteDialog),
  (props: Props) => props.opened,
  (props) => ({ ...props, opened: false }),
);

function Screen() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Add note</Button>
      <LazyNoteDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('lazyDialog', () => {
  it('is not there until first opened, then opens, and gives focus back on closing', async () => {
    render(<Screen />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Add note' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(opener).toHaveFocus();
  });
});
