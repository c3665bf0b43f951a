import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { colorSchemeManager } from '@/app/theme/color-scheme';
import { theme } from '@/app/theme/theme';
import { AppearanceCard } from './appearance-card';

const app = () => (
  <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
    <AppearanceCard />
  </MantineProvider>
);

afterEach(() => localStorage.clear());

describe('AppearanceCard', () => {
  it('follows the system until the artist picks, then remembers the choice', async () => {
    const first = render(app());
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(screen.getByText('Dark'));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    first.unmount();

    render(app());
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
