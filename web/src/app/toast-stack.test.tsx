import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme/theme';
import ToastStack from './toast-stack';

describe('the toast stack', () => {
  it('opens below the 64-px header: the bell and the credit count stay in sight', async () => {
    render(
      <MantineProvider theme={theme}>
        <ToastStack />
      </MantineProvider>,
    );
    act(() => notifications.show({ title: 'Plan Updated', message: 'Your plan is now Pro.' }));
    await screen.findByText('Plan Updated');
    const root = document.querySelector<HTMLElement>('.mantine-Notifications-root');
    expect(root?.style.top).toMatch(/64px/);
  });
});
