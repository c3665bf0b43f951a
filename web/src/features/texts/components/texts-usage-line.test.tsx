import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { TextsUsageLine } from './texts-usage-line';

describe('TextsUsageLine', () => {
  it("says this month's texts against the plan's allowance", async () => {
    stubApi({
      'GET /api/texts/usage': () => ({
        month: '2026-12',
        used: 12,
        allowance: 300,
        overAllowance: 'pause',
      }),
    });
    render(<TextsUsageLine />);
    expect(await screen.findByText('Texts this month: 12 of 300')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Text settings' })).toHaveAttribute(
      'href',
      '/settings?tab=texts',
    );
  });

  it('says what happens once the allowance is used: credits, as the artist chose', async () => {
    stubApi({
      'GET /api/texts/usage': () => ({
        month: '2026-12',
        used: 100,
        allowance: 100,
        overAllowance: 'credits',
      }),
    });
    render(<TextsUsageLine />);
    expect(
      await screen.findByText('Allowance reached: each further segment costs 1 credit.'),
    ).toBeInTheDocument();
  });
});
