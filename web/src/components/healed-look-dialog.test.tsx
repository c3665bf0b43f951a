import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileAnswer, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { HealedLookDialog } from './healed-look-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('HealedLookDialog', () => {
  it('shows the stencil fresh and after 5, 10 and 20 years at the size set', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:healed');
    URL.revokeObjectURL = vi.fn();
    const requests = stubApi({
      'POST /api/stencil/healed': () => fileAnswer('png', 'image/png'),
    });
    render(<HealedLookDialog opened onClose={() => undefined} imageUrl="https://s/stencil.png" />);
    for (const label of ['Fresh', '5 years', '10 years', '20 years']) {
      expect(await screen.findByAltText(`Healed look: ${label}`)).toBeInTheDocument();
    }
    const asked = requests.filter((r) => r.url.endsWith('/api/stencil/healed'));
    expect(asked.map((r) => r.body)).toEqual(
      [0, 5, 10, 20].map((years) => ({ imageUrl: 'https://s/stencil.png', size: 10, years })),
    );
    expect(screen.getByText(/roughly doubling in width over a decade/)).toBeInTheDocument();

    const input = screen.getByLabelText('Tattoo width on skin (cm)');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await screen.findAllByAltText(/Healed look/);
    expect(requests.some((r) => (r.body as { size?: number })?.size === 12)).toBe(true);
  });
});
