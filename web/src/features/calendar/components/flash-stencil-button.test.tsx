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
    const dialog = await screen.findByRole('dialog', { name: 'Check the stencil before printing' });
    expect(dialog).toHaveTextContent(summary);
    // Nothing is handed to the printer until the artist has read it and chosen.
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Print anyway' }));
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('keeps a failed stencil from the printer when the artist cancels', async () => {
    stubApi({
      'GET /api/appointments/:id/flash-stencil.pdf': () =>
        fileAnswer('%PDF-1.7', 'application/pdf', {
          'X-Transfer-Check': 'failed',
          'X-Transfer-Summary': encodeURIComponent('Transfer check: failed at 10 cm wide.'),
        }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:stencil');
    render(<FlashStencilButton appointmentId="a1" sizeCm={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print stencil (10 cm)' }));
    await screen.findByRole('dialog', { name: 'Check the stencil before printing' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(URL.createObjectURL).not.toHaveBeenCalled();
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
