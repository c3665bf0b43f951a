import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileAnswer, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { StencilPrintDialog } from './stencil-print-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('StencilPrintDialog', () => {
  it('asks for the size on skin and downloads a mirrored PDF at that size', async () => {
    const requests = stubApi({
      'POST /api/stencil/print': () => fileAnswer('%PDF-1.7', 'application/pdf'),
    });
    URL.createObjectURL = vi.fn(() => 'blob:stencil');
    URL.revokeObjectURL = vi.fn();
    render(<StencilPrintDialog opened onClose={() => {}} imageUrl="https://s/2.png" name="Rose" />);
    const size = screen.getByRole('textbox', { name: 'Tattoo size' });
    await userEvent.clear(size);
    await userEvent.type(size, '14');
    await userEvent.click(screen.getByRole('checkbox', { name: /Mirror/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Your print-ready PDF was downloaded.')).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('/api/stencil/print'))?.body).toMatchObject({
      imageUrl: 'https://s/2.png',
      size: 14,
      unit: 'cm',
      dimension: 'width',
      mirror: true,
      name: 'Rose',
    });
  }, 30_000);

  it('states the transfer check at the size entered, as the PDF footer will', async () => {
    stubApi({
      'POST /api/stencil/transfer-check': ({ body }) => {
        const { size } = body as { size: number };
        return {
          passed: size >= 14,
          summary:
            size >= 14
              ? 'Transfer check: passed at 14 cm wide.'
              : `Transfer check: failed at ${size} cm wide: 2 lines thinner than 0.5 mm.`,
          problems: [],
          overlay: '',
        };
      },
    });
    render(<StencilPrintDialog opened onClose={() => {}} imageUrl="https://s/2.png" name="Rose" />);
    expect(
      await screen.findByText('Transfer check: failed at 10 cm wide: 2 lines thinner than 0.5 mm.'),
    ).toBeInTheDocument();
    const size = screen.getByRole('textbox', { name: 'Tattoo size' });
    await userEvent.clear(size);
    await userEvent.type(size, '14');
    expect(await screen.findByText('Transfer check: passed at 14 cm wide.')).toBeInTheDocument();
  }, 30_000);
});
