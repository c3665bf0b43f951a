import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme/theme';
import ToastStack from './toast-stack';
import classes from './toast-stack.module.css';

describe('the toast stack', () => {
  it('moves only the top-right stack under the header; the other corners keep their edges', async () => {
    render(
      <MantineProvider theme={theme}>
        <ToastStack />
      </MantineProvider>,
    );
    act(() => notifications.show({ title: 'Plan Updated', message: 'Your plan is now Pro.' }));
    await screen.findByText('Plan Updated');
    const roots = [...document.querySelectorAll<HTMLElement>('.mantine-Notifications-root')];
    expect(roots.length).toBeGreaterThan(1);
    // An inline top on every corner stretched the bottom stacks over the sidebar's links.
    expect(roots.filter((root) => root.style.top !== '')).toEqual([]);
    const topRight = roots.find((root) => root.dataset.position === 'top-right');
    expect(topRight).toHaveClass(classes.root ?? 'missing');
  });
});
