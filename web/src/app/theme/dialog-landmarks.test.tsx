import { AppShell, Drawer, Modal } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';

describe('dialogs and landmarks', () => {
  it('a dialog adds no second banner: the app header stays the only one', async () => {
    render(
      <AppShell header={{ height: 60 }}>
        <AppShell.Header>InkForge</AppShell.Header>
        <AppShell.Main>
          <Modal opened onClose={() => undefined} title="Add Client">
            form
          </Modal>
          <Drawer opened onClose={() => undefined} title="Filters">
            filters
          </Drawer>
        </AppShell.Main>
      </AppShell>,
    );
    await screen.findByRole('dialog', { name: 'Add Client' });
    expect(screen.getAllByRole('banner', { hidden: true })).toHaveLength(1);
  });
});
