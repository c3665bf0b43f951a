import { afterEach, describe, expect, it, vi } from 'vitest';
import { myStudio } from '@/features/studio/components/studio-fixtures';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { Sidebar } from './sidebar';

// The studio's daily screens first, then the design tools (on a phone the first screenful is
// what the artist reaches between two sessions).
const base = [
  'Dashboard',
  'Calendar',
  'Requests',
  'Clients',
  'Supplies',
  'Flash',
  'Stencils',
  'Gallery',
  'AI Generator',
  'Modify Design',
  'Photo Editor',
  'Body Preview (AI)',
  'Body Preview (Manual)',
  'Promo Codes',
  'Settings',
];

function linkNames() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('Sidebar', () => {
  it('gives subscribers Get Credits and Update Plan', () => {
    const user = makeUser({
      role: 'pro',
      currentPlan: 'pro',
      displayName: 'Jane Doe',
      creditsRemaining: 480,
    });
    render(<Sidebar user={user} onNavigate={() => {}} onLogout={() => {}} loggingOut={false} />);
    expect(linkNames()).toEqual([...base, 'Get Credits', 'Update Plan']);
    expect(screen.getByText('Pro Artist')).toBeInTheDocument();
    expect(screen.getByText('JD')).toBeInTheDocument();
    expect(screen.getByText(/480 credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promo Codes' })).toHaveAttribute(
      'href',
      '/settings?tab=security&section=promo',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('offers Subscribe Now to free users', () => {
    const user = makeUser({ role: 'free', currentPlan: null, subscriptionStatus: 'inactive' });
    render(<Sidebar user={user} onNavigate={() => {}} onLogout={() => {}} loggingOut={false} />);
    expect(linkNames()).toEqual([...base, 'Subscribe Now']);
    expect(screen.getByText('Free Artist')).toBeInTheDocument();
  });

  it('shows an admin account as Admin with its credits, and offers no subscription', () => {
    const user = makeUser({
      role: 'admin',
      currentPlan: null,
      subscriptionStatus: 'inactive',
      planName: 'admin',
      creditsRemaining: 4999,
    });
    render(<Sidebar user={user} onNavigate={() => {}} onLogout={() => {}} loggingOut={false} />);
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('admin · 4999 credits')).toBeInTheDocument();
    expect(screen.queryByText(/free ·/)).toBeNull();
    expect(linkNames()).toEqual(base);
  });
});

describe('Sidebar in a studio (issue 43)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts Studio after the calendar, and offers the front desk no AI tools', async () => {
    stubApi({ 'GET /api/studios/mine': () => myStudio({ role: 'desk' }) });
    const desk = makeUser({ role: 'free', currentPlan: null, creditsRemaining: 0 });
    render(<Sidebar user={desk} onNavigate={() => {}} onLogout={() => {}} loggingOut={false} />);
    await screen.findByRole('link', { name: 'Studio' });
    expect(linkNames()).toEqual([
      'Dashboard',
      'Calendar',
      'Studio',
      'Requests',
      'Clients',
      'Supplies',
      'Flash',
      'Stencils',
      'Gallery',
      'Photo Editor',
      'Body Preview (Manual)',
      'Promo Codes',
      'Settings',
      'Subscribe Now',
    ]);
  });

  it('offers a subscriber outside a studio to open one', async () => {
    stubApi({
      'GET /api/studios/mine': () => fail(404, 'STUDIO_NOT_FOUND', 'You are not in a studio.'),
    });
    const pro = makeUser({ role: 'pro', currentPlan: 'pro' });
    render(<Sidebar user={pro} onNavigate={() => {}} onLogout={() => {}} loggingOut={false} />);
    expect(await screen.findByRole('link', { name: 'Open a studio' })).toHaveAttribute(
      'href',
      '/studio',
    );
  });
});
