import { describe, expect, it } from 'vitest';
import type { ApiProject } from '@inkforge/domain';
import type { DesignApproval } from '@inkforge/domain';
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

function serve(approval: DesignApproval | null) {
  return stubApi({
    'GET /api/gallery': () => ({ items: [], nextCursor: null }),
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
    expect(screen.getAllByLabelText(/Approved design/)[0]).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Stencil \(optional\)/)[0]).toBeInTheDocument();
  });
});
