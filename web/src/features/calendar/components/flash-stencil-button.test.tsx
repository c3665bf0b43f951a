import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fileAnswer, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { FlashStencilButton } from './flash-stencil-button';

afterEach(() => vi.unstubAllGlobals());

describe('FlashStencilButton', () => {
  it('saves the booked flash’s stencil PDF at the booked size', async () => {
    const requests = stubApi({
      'GET /api/appointments/:id/flash-stencil.pdf': ({ params }) =>
        params.id === 'a1' ? fileAnswer('%PDF-1.7', 'application/pdf') : undefined,
    });
    URL.createObjectURL = vi.fn(() => 'blob:stencil');
    URL.revokeObjectURL = vi.fn();
    render(<FlashStencilButton appointmentId="a1" sizeCm={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print stencil (10 cm)' }));
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(requests.map((r) => new URL(r.url, 'http://x').pathname)).toEqual([
      '/api/appointments/a1/flash-stencil.pdf',
    ]);
  });

  it('says on screen, before printing, when the stencil fails the transfer check', async () => {
    const summary =
      'Transfer check: 3 lines thinner than 0.5 mm at 10 cm wide. Fix them before printing.';
    stubApi({
      'GET /api/appointments/:id/flash-stencil.pdf': () =>
        fileAnswer('%PDF-1.7', 'application/pdf', {
          'X-Transfer-Check': 'failed',
          'X-Transfer-Summary': encodeURIComponent(summary),
        }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:stencil');
    URL.revokeObjectURL = vi.fn();
    render(<FlashStencilButton appointmentId="a1" sizeCm={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print stencil (10 cm)' }));
    expect(await screen.findByText('Check the stencil before printing')).toBeInTheDocument();
    expect(screen.getByText(summary)).toBeInTheDocument();
  });

  it('says why when the stencil cannot be made', async () => {
    stubApi({
      'GET /api/appointments/:id/flash-stencil.pdf': () =>
        fail(404, 'FLASH_NOT_FOUND', 'This design is not offered any more.'),
    });
    render(<FlashStencilButton appointmentId="a1" sizeCm={15} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print stencil (15 cm)' }));
    expect(await screen.findByText('This design is not offered any more.')).toBeInTheDocument();
  });

  it('on the day by hour, an icon names the booking it prints', async () => {
    stubApi({
      'GET /api/appointments/:id/flash-stencil.pdf': () =>
        fileAnswer('%PDF-1.7', 'application/pdf'),
    });
    URL.createObjectURL = vi.fn(() => 'blob:stencil');
    URL.revokeObjectURL = vi.fn();
    render(
      <FlashStencilButton appointmentId="a1" sizeCm={10} iconFor="11:00 Swallow (flash, 10 cm)" />,
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Print stencil (10 cm) for 11:00 Swallow (flash, 10 cm)',
      }),
    );
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
