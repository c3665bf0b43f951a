import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { TransferCheck } from './transfer-check';

afterEach(() => vi.unstubAllGlobals());

const THIN = '1 line thinner than 0.5 mm at 12 cm wide (transfer paper may not hold them).';

/** The check answers for each stencil: the first has a thin line, the fixed one passes. */
function stubCheck() {
  return stubApi({
    'POST /api/stencil/transfer-fix': () => ({ imageUrl: 'https://s/fixed.png' }),
    'POST /api/stencil/transfer-check': ({ body }) => {
      const { imageUrl, size } = body as { imageUrl: string; size: number };
      return imageUrl.endsWith('fixed.png')
        ? {
            passed: true,
            summary: 'Transfer check: passed at 12 cm wide.',
            problems: [],
            overlay: '',
          }
        : {
            passed: false,
            summary: `Transfer check: failed at ${size} cm wide: 1 line thinner than 0.5 mm.`,
            problems: [{ kind: 'thin', count: 1, message: THIN, fix: 'thicken' }],
            overlay: 'data:image/png;base64,iVBORw0KGgo=',
          };
    },
  });
}

function Harness() {
  const [imageUrl, setImageUrl] = useState('https://s/stencil.png');
  const [size, setSize] = useState<number | string>(10);
  return (
    <TransferCheck imageUrl={imageUrl} size={size} onSizeChange={setSize} onFixed={setImageUrl} />
  );
}

describe('TransferCheck', () => {
  it('checks at the width typed, lists the problem in words, and thickens it until it passes', async () => {
    const requests = stubCheck();
    render(<Harness />);
    const width = screen.getByRole('textbox', { name: 'Tattoo width on skin for the check (cm)' });
    await userEvent.clear(width);
    await userEvent.type(width, '12');
    expect(
      await screen.findByText('Transfer check: failed at 12 cm wide: 1 line thinner than 0.5 mm.'),
    ).toBeInTheDocument();
    expect(screen.getByText(THIN)).toBeInTheDocument();
    // The overlay says in words what it marks.
    expect(screen.getByAltText(`Problems marked on the stencil: ${THIN}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Mark the problems/ }));
    expect(screen.queryByAltText(/Problems marked/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Thicken to 0.5 mm' }));
    expect(await screen.findByText('Transfer check: passed at 12 cm wide.')).toBeInTheDocument();
    expect(screen.queryByText(THIN)).toBeNull();
    expect(requests.find((r) => r.url.endsWith('/api/stencil/transfer-fix'))?.body).toEqual({
      imageUrl: 'https://s/stencil.png',
      size: 12,
      unit: 'cm',
      dimension: 'width',
      fix: 'thicken',
    });
  }, 30_000);
});
