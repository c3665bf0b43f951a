import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { notifyError } from './notify';

describe('toasts', () => {
  it('have a close button a screen reader names', async () => {
    render(<button onClick={() => notifyError('Login Failed', 'Invalid email or password.')}>Go</button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByText('Invalid email or password.');

    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
