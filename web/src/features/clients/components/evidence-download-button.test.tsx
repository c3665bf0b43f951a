import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fileAnswer, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { EvidenceDownloadButton } from './evidence-download-button';

describe('EvidenceDownloadButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it("saves the appointment's evidence as a PDF named after it", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:evidence');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const requests = stubApi({
      'GET /api/appointments/:id/evidence.pdf': ({ params }) =>
        params.id === 'a1' ? fileAnswer('%PDF', 'application/pdf') : undefined,
    });
    render(<EvidenceDownloadButton subject="appointment" id="a1" title="Peony session" />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Download evidence (PDF) for Peony session' }),
    );
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^evidence-peony-session-[\d-]+\.pdf$/);
    expect(requests.map((r) => r.url)).toContainEqual(
      expect.stringContaining('/api/appointments/a1/evidence.pdf'),
    );
  });

  it('says in words when the project is gone', async () => {
    stubApi({
      'GET /api/client-projects/:id/evidence.pdf': () =>
        fail(404, 'PROJECT_NOT_FOUND', 'Project not found.'),
    });
    render(<EvidenceDownloadButton subject="project" id="p1" title="Koi sleeve" />);
    await userEvent.click(screen.getByRole('button', { name: /Download evidence \(PDF\)/ }));
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
  });
});
