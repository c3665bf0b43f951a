import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApprovalView } from '@inkforge/domain';
import { seriousAxeFindings } from '@/test-utils/axe';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { ApprovalScreen } from './approval-screen';

const TOKEN = 'c'.repeat(43);
const VIEW: ApprovalView = {
  state: 'open',
  timezone: 'Europe/Berlin',
  locale: 'en-GB',
  projectTitle: 'Swallow forearm',
  artistName: 'Ana Moreau',
  avatarUrl: null,
  accentColor: null,
  expiresAt: '2031-05-01T00:00:00.000Z',
  images: [
    { kind: 'design', title: 'Swallow', imageUrl: 'https://storage.test/s.png', sha256: 'a' },
  ],
};
const OFFER = {
  startsAt: '2031-07-02T09:00:00.000Z',
  timeZone: 'Europe/Berlin',
  durationMinutes: 180,
  estimate: {
    hours: { min: 3, max: 4 },
    price: { min: { cents: 30000, currency: 'EUR' }, max: { cents: 45000, currency: 'EUR' } },
  },
  deposit: { cents: 10000, currency: 'EUR' },
  depositPath: `/deposit/${'d'.repeat(43)}`,
};

describe('the offer page (issue 46): design, date, estimate, deposit and the AI disclosure', () => {
  it('shows them on one page, and keeps the deposit link after approving', async () => {
    stubApi({
      'GET /api/approve/:token': () => ({
        ...VIEW,
        aiDisclosure: 'Designed by Ana Moreau with AI assistance',
        offer: OFFER,
      }),
      'POST /api/approve/:token': () => ({ approvedAt: '2031-04-30T10:00:00.000Z' }),
    });
    const user = userEvent.setup();
    render(<ApprovalScreen token={TOKEN} />);
    expect(
      await screen.findByText('Designed by Ana Moreau with AI assistance'),
    ).toBeInTheDocument();
    const booking = screen.getByRole('table', { name: 'Your booking' });
    expect(booking).toHaveTextContent('WhenWed, 2 Jul 2031, 11:00');
    expect(booking).toHaveTextContent('Estimate€300.00–€450.00 (3–4 hours of work)');
    expect(booking).toHaveTextContent('Deposit€100.00');
    expect(
      screen.getByRole('link', { name: 'Pay the deposit to confirm the date' }),
    ).toHaveAttribute('href', OFFER.depositPath);
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByLabelText(/Full name/));
    await user.paste('Robin Client');
    await user.click(screen.getByLabelText(/I approve this design/));
    await user.click(screen.getByRole('button', { name: 'Approve design' }));
    expect(await screen.findByText('Thank you, the design is approved')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Pay the deposit to confirm the date' }),
    ).toBeInTheDocument();
  });

  it('says nothing of AI for a design the artist drew', async () => {
    stubApi({ 'GET /api/approve/:token': () => VIEW });
    render(<ApprovalScreen token={TOKEN} />);
    expect(await screen.findByRole('img', { name: 'Design: Swallow' })).toBeInTheDocument();
    expect(screen.queryByText(/AI assistance/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Your booking' })).not.toBeInTheDocument();
  });
});
