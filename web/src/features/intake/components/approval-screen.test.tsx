import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApprovalView } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { ApprovalScreen } from './approval-screen';

const TOKEN = 'b'.repeat(43);
const VIEW: ApprovalView = {
  projectTitle: 'Rose forearm',
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
    expect(await screen.findByRole('img', { name: 'Approved design: Rose' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Stencil: Rose stencil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve design' }));
    expect(screen.getByText('Tick the box to approve the design.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByLabelText(/Full name/));
    await user.paste('Bea Client');
    await user.click(screen.getByLabelText(/I approve this design/));
    await user.click(screen.getByRole('button', { name: 'Approve design' }));
    expect(await screen.findByText('Thank you, the design is approved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Bea Client',
      agreed: true,
    });
  });

  it('says clearly when the link no longer works', async () => {
    stubApi({ 'GET /api/approve/:token': () => fail(404, 'APPROVAL_LINK_INVALID', 'gone') });
    render(<ApprovalScreen token={TOKEN} />);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
  });
});
