import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { supply } from '../test-supplies';
import { SessionRecordForm } from './session-record-form';

const TODAY = '2026-12-07';
const SHELF = [
  supply({ id: 'black', brand: 'Alpha', name: 'Black' }),
  supply({ id: 'red', brand: 'Beta', name: 'Red' }),
  supply({ id: 'needle', kind: 'needle', brand: 'Cheyenne', name: '3RL' }),
  supply({ id: 'old', brand: 'Old', name: 'Green', expiresOn: '2026-11-30' }),
];

function renderForm(lastSet: string[], onSave = vi.fn()) {
  render(
    <SessionRecordForm
      shelf={SHELF}
      lastSet={lastSet}
      cycles={[{ id: 'c1', label: 'Autoclave A · cycle 42' }]}
      initial={{ placement: 'Left forearm' }}
      today={TODAY}
      saving={false}
      onSave={onSave}
    />,
  );
  return onSave;
}

describe('SessionRecordForm', () => {
  it('records the last set in two taps: "Same as last time", then Save', async () => {
    const onSave = renderForm(['needle', 'black']);
    const cards = screen.getAllByTestId('pick-supply');
    expect(cards[0]).toHaveAccessibleName(/Cheyenne 3RL/);
    expect(cards[1]).toHaveAccessibleName(/Alpha Black/);
    await userEvent.click(screen.getByRole('button', { name: 'Same as last time (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      supplyIds: ['needle', 'black'],
      reasons: {},
      placement: 'Left forearm',
      cycleId: null,
      notes: null,
    });
  });

  it('asks why an expired ink was used and keeps the reason', async () => {
    const onSave = renderForm(['old']);
    await userEvent.click(screen.getByRole('checkbox', { name: /Old Green .*\(Expired\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Say why this supply was used.')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Why use Old Green \(expired\)/ }),
      'Client asked for this green',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        supplyIds: ['old'],
        reasons: { old: 'Client asked for this green' },
      }),
    );
  });

  it('does not offer an expired supply the last session did not use', () => {
    renderForm([]);
    expect(screen.queryByRole('checkbox', { name: /Old Green/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Same as last time/ })).not.toBeInTheDocument();
  });
});
