import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiProject, DesignApproval, GalleryItem } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { DesignApprovalDialog } from './design-approval-dialog';

const PROJECT = {
  id: 'p1',
  clientId: 'c1',
  title: 'Rose forearm',
  status: 'approved',
  totalPaid: 0,
  remainingBalance: null,
  creditBalance: 0,
  sessionsCount: 1,
  createdAt: '2031-01-01T00:00:00.000Z',
  payments: [],
} satisfies ApiProject;

// Only the fields a picker reads; the rest of a gallery item does not matter here.
const item = (id: string, type: GalleryItem['type'], title: string | null) =>
  ({
    id,
    type,
    title,
    imageUrl: `https://s.test/${id}.png`,
    thumbnailUrl: `https://s.test/${id}-thumb.webp`,
    prompt: null,
    generationType: null,
    clientName: null,
    clientId: null,
    createdAt: '2031-04-02T10:00:00.000Z',
  }) as GalleryItem;

const GALLERY = [
  item('g1', 'tattoo', 'Rose'),
  item('g2', 'stencil', 'Rose'),
  item('g3', 'body_preview', null),
  item('g4', 'manual_body_preview', null),
  item('g5', 'modified', 'Rose, thinner stem'),
];

function serve(approval: DesignApproval | null, items: GalleryItem[] = []) {
  return stubApi({
    'GET /api/gallery': () => ({ items, nextCursor: null }),
    'POST /api/client-projects/:id/approval': () => ({
      path: `/approve/${'t'.repeat(43)}`,
      expiresAt: '2031-05-08T10:00:00.000Z',
    }),
    'GET /api/client-projects/:id/approval': ({ params }) => {
      if (params.id !== 'p1') return undefined;
      return approval ?? fail(404, 'APPROVAL_NOT_FOUND', 'No design approval.');
    },
  });
}

describe('DesignApprovalDialog', () => {
  it('shows the frozen record: who approved, when, and the images', async () => {
    serve({
      projectId: 'p1',
      status: 'approved',
      approvedBy: 'Bea Client',
      approvedAt: '2031-04-30T10:00:00.000Z',
      createdAt: '2031-04-29T10:00:00.000Z',
      changeRequests: [],
      images: [{ kind: 'design', title: 'Rose', imageUrl: 'https://s.test/r.png', sha256: 'a' }],
    });
    render(<DesignApprovalDialog project={PROJECT} onClose={() => undefined} />);
    expect(await screen.findByText('Bea Client')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Approved design: Rose' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create approval link' })).not.toBeInTheDocument();
  });

  it('offers to choose the design when nothing was asked yet', async () => {
    serve(null);
    render(<DesignApprovalDialog project={PROJECT} onClose={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Create approval link' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Approved design (required)' })).toHaveTextContent(
      'No designs in your gallery yet',
    );
    expect(screen.getByRole('group', { name: 'Stencil (optional)' })).toBeInTheDocument();
  });

  it('offers each picker only its own kind, as labelled thumbnails', async () => {
    serve(null, GALLERY);
    render(<DesignApprovalDialog project={PROJECT} onClose={() => undefined} />);
    const design = await screen.findByRole('group', { name: 'Approved design (required)' });
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(names(design)).toEqual([
      expect.stringMatching(/^RoseDesign · /),
      expect.stringMatching(/^Rose, thinner stemEdited design · /),
    ]);
    expect(names(screen.getByRole('group', { name: 'Stencil (optional)' }))).toEqual([
      'None',
      expect.stringMatching(/^RoseStencil · /),
    ]);
    expect(names(screen.getByRole('group', { name: 'Placement preview (optional)' }))).toEqual([
      'None',
      expect.stringMatching(/^Body previewBody preview · /),
      expect.stringMatching(/^Manual body previewManual body preview · /),
    ]);
    // Every option shows its thumbnail, not the full image.
    expect(design.querySelector('img')?.getAttribute('src')).toBe('https://s.test/g1-thumb.webp');
  });

  it('sends the picked design, stencil and preview', async () => {
    const requests = serve(null, GALLERY);
    const user = userEvent.setup();
    render(<DesignApprovalDialog project={PROJECT} onClose={() => undefined} />);
    const design = await screen.findByRole('group', { name: 'Approved design (required)' });
    await user.click(within(design).getByRole('button', { name: /^Rose Design/ }));
    const stencil = screen.getByRole('group', { name: 'Stencil (optional)' });
    await user.click(within(stencil).getByRole('button', { name: /^Rose Stencil/ }));
    const placement = screen.getByRole('group', { name: 'Placement preview (optional)' });
    await user.click(within(placement).getByRole('button', { name: /^Manual body preview/ }));
    expect(within(placement).getByRole('button', { name: /^Manual body preview/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Create approval link' }));
    expect(await screen.findByLabelText('Private approval link')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      designItemId: 'g1',
      stencilItemId: 'g2',
      placementItemId: 'g4',
    });
  });

  it('creates the link and e-mails it to the client in one press (issue 34)', async () => {
    const requests = serve(null, GALLERY);
    const user = userEvent.setup();
    render(<DesignApprovalDialog project={PROJECT} onClose={() => undefined} />);
    const design = await screen.findByRole('group', { name: 'Approved design (required)' });
    await user.click(within(design).getByRole('button', { name: /^Rose Design/ }));
    await user.click(screen.getByRole('button', { name: 'Create and e-mail to client' }));
    await screen.findByLabelText('Private approval link');
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      designItemId: 'g1',
      emailClient: true,
    });
  });

  it('shows what the client asked to change', async () => {
    serve({
      projectId: 'p1',
      status: 'pending',
      linkExpiresAt: '2031-05-08T10:00:00.000Z',
      createdAt: '2031-05-01T10:00:00.000Z',
      images: [{ kind: 'design', title: 'Rose', imageUrl: 'https://s.test/r.png', sha256: 'a' }],
      changeRequests: [
        { name: 'Bea Client', message: 'A thinner stem, please.', at: '2031-05-02T10:00:00.000Z' },
      ],
    });
    render(<DesignApprovalDialog project={PROJECT} onClose={() => undefined} />);
    expect(await screen.findByText('A thinner stem, please.')).toBeInTheDocument();
    expect(screen.getByText(/^Bea Client asked for changes on/)).toBeInTheDocument();
  });
});
