import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApprovalLinkView, ApprovalView } from '@inkforge/domain';
import { seriousAxeFindings } from '@/test-utils/axe';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { ApprovalScreen } from './approval-screen';

const TOKEN = 'b'.repeat(43);
const VIEW: ApprovalView = {
  state: 'open',
  timezone: 'Europe/London',
  locale: 'en-GB',
  projectTitle: 'Rose forearm',
  artistName: 'Mara Lind (Studio Nord)',
  avatarUrl: null,
  accentColor: null,
  expiresAt: '2031-05-01T00:00:00.000Z',
  images: [
    { kind: 'design', title: 'Rose', imageUrl: 'https://storage.test/rose.png', sha256: 'a' },
    { kind: 'stencil', title: 'Rose stencil', imageUrl: 'https://storage.test/s.png', sha256: 'b' },
  ],
};

describe('the client design approval', () => {
  it('shows the frozen images and approves by name once the box is ticked', async () => {
    const requests = stubApi({
      'GET /api/approve/:token': ({ params }) => (params.token === TOKEN ? VIEW : undefined),
      'POST /api/approve/:token': ({ params }) =>
        params.token === TOKEN ? { approvedAt: '2031-04-30T10:00:00.000Z' } : undefined,
    });
    const user = userEvent.setup();
    render(<ApprovalScreen token={TOKEN} />);
    expect(await screen.findByRole('img', { name: 'Design: Rose' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your artist')).toHaveTextContent('Mara Lind (Studio Nord)');
    expect(screen.getByRole('heading', { name: 'Design to approve' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Mara Lind (Studio Nord) asks you to approve the design for Rose forearm.',
    );
    expect(screen.getByRole('img', { name: 'Stencil: Rose stencil' })).toBeInTheDocument();
    // Only what was sent is approved: a design and its stencil, no placement.
    expect(
      screen.getByLabelText('I approve this design and its stencil as shown'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve design' }));
    expect(screen.getByText('Tick the box to approve the design.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByLabelText(/Full name/));
    await user.paste('Bea Client');
    await user.click(screen.getByLabelText(/I approve this design/));
    await user.click(screen.getByRole('button', { name: 'Approve design' }));
    expect(await screen.findByText('Thank you, the design is approved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Design approved' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Bea Client',
      agreed: true,
    });
  });

  it('names only the design when only the design was sent', async () => {
    stubApi({ 'GET /api/approve/:token': () => ({ ...VIEW, images: [VIEW.images[0]!] }) });
    render(<ApprovalScreen token={TOKEN} />);
    expect(await screen.findByLabelText('I approve this design as shown')).toBeInTheDocument();
    expect(screen.queryByText(/stencil/i)).not.toBeInTheDocument();
  });

  it('lets the client ask the artist for changes instead', async () => {
    const requests = stubApi({
      'GET /api/approve/:token': () => VIEW,
      'POST /api/approve/:token/changes': ({ params }) =>
        params.token === TOKEN ? { askedAt: '2031-04-30T10:00:00.000Z' } : undefined,
    });
    const user = userEvent.setup();
    render(<ApprovalScreen token={TOKEN} />);
    const ask = await screen.findByRole('button', { name: 'Ask for changes' });
    await user.click(ask);
    expect(screen.getByText('Say what you would like changed.')).toBeInTheDocument();
    expect(screen.getByText('Your full name is required.')).toBeInTheDocument();
    expect(screen.queryByText('Tick the box to approve the design.')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Full name/));
    await user.paste('Bea Client');
    await user.click(screen.getByLabelText(/Tell Mara Lind \(Studio Nord\) what to change/));
    await user.paste('A thinner stem, please.');
    await user.click(ask);
    expect(await screen.findByText('Your message was sent')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Bea Client',
      message: 'A thinner stem, please.',
    });
  });

  it('says clearly when the link no longer works', async () => {
    stubApi({ 'GET /api/approve/:token': () => fail(404, 'APPROVAL_LINK_INVALID', 'gone') });
    render(<ApprovalScreen token={TOKEN} />);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
  });

  it('says when the client asked for changes, and the design can still be approved', async () => {
    stubApi({
      'GET /api/approve/:token': () => ({ ...VIEW, changesAskedAt: '2026-12-07T10:00:00.000Z' }),
    });
    render(<ApprovalScreen token={TOKEN} />);
    expect(await screen.findByText('You asked for changes')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'You asked for changes on Mon, 7 Dec 2026. Mara Lind (Studio Nord) will send you a new version',
    );
    expect(screen.getByRole('button', { name: 'Approve design' })).toBeInTheDocument();
  });
});

describe('an approval link opened again (issue 49)', () => {
  const header = {
    projectTitle: 'Rose forearm',
    artistName: 'Mara Lind (Studio Nord)',
    avatarUrl: null,
    accentColor: '#1d4ed8',
    timezone: 'America/New_York',
    locale: 'en-US' as const,
  };
  const open = (view: ApprovalLinkView) => {
    stubApi({ 'GET /api/approve/:token': () => view });
    render(<ApprovalScreen token={TOKEN} />);
  };

  it("approved: when (in the artist's date format and zone), by whom, and what", async () => {
    open({
      ...header,
      state: 'approved',
      // 02:00 on the 8th in London is still the 7th in New York.
      approvedAt: '2026-12-08T02:00:00.000Z',
      approvedBy: 'Bea Client',
      images: VIEW.images,
    });
    expect(await screen.findByText('You approved this design')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'You approved this design on Mon, Dec 7, 2026, as Bea Client.',
    );
    expect(screen.getByLabelText('Your artist')).toHaveTextContent('Mara Lind (Studio Nord)');
    expect(screen.getByRole('heading', { name: 'Design approved' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Approved design: Rose' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve design' })).not.toBeInTheDocument();
    expect(screen.queryByText('This link no longer works')).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it.each([
    ['replaced', 'A newer version was sent', 'or ask Mara Lind (Studio Nord) to send it again'],
    ['expired', 'This link has expired', 'Ask Mara Lind (Studio Nord) for a new link.'],
  ] as const)('%s: says so and whom to ask', async (state, title, words) => {
    open({ ...header, state });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(words);
    expect(screen.getByLabelText('Your artist')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
