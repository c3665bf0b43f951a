import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@/test-utils/render';
import { ProgressDialog } from './progress-dialog';

afterEach(() => vi.useRealTimers());

describe('ProgressDialog', () => {
  it('shows the design taking shape when a partial image has come', () => {
    render(<ProgressDialog opened status="processing" partialUrl="http://img/partial.png" />);
    expect(screen.getByAltText('Your design taking shape (an early preview)')).toHaveAttribute(
      'src',
      'http://img/partial.png',
    );
    expect(screen.getByText(/The finished design replaces this preview/)).toBeInTheDocument();
  });

  it('without one, says honestly what is happening and for how long', () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(<ProgressDialog opened status="processing" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/This usually takes under 15 seconds/)).toBeInTheDocument();
    expect(screen.queryByText(/Still working/)).not.toBeInTheDocument();
    expect(screen.getByTestId('progress-status')).toHaveTextContent('Status: processing · 0 s');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByTestId('progress-status')).toHaveTextContent('Status: processing · 3 s');
  });

  it('when the job takes longer than usual, says it is still working', () => {
    render(<ProgressDialog opened status="processing" longWait />);
    expect(
      screen.getByText(/Still working — this is taking longer than usual/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('progress-status')).toHaveTextContent('Status: processing');
  });
});
