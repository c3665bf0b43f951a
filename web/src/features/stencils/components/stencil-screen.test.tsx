import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { StencilScreen } from './stencil-screen';

afterEach(() => vi.unstubAllGlobals());

describe('StencilScreen', () => {
  it('Reset clears the image from the address as well as from the screen', async () => {
    stubFetch(({ url }) => {
      if (url.endsWith('/api/stencil/presets')) return json(200, { presets: [] });
      if (url.endsWith('/api/stencil/generate')) {
        return json(200, { stencilUrl: 'https://s/stencil.png' });
      }
      return undefined;
    });
    render(
      <StencilScreen credits={5} onCreditsChanged={() => undefined} galleryPicker={() => null} />,
      { route: '/stencils?imageUrl=https%3A%2F%2Fs%2Fdesign.png', path: '/stencils' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate Stencil (1 credit)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/stencils$/);
    expect(screen.queryByAltText('Stencil source')).toBeNull();
  });

  it('sends the mode the artist chose instead of auto', async () => {
    const requests = stubFetch(({ url }) => {
      if (url.endsWith('/api/stencil/presets')) return json(200, { presets: [] });
      if (url.endsWith('/api/stencil/generate')) {
        return json(200, { stencilUrl: 'https://s/stencil.png', mode: 'threshold' });
      }
      return undefined;
    });
    render(
      <StencilScreen credits={5} onCreditsChanged={() => undefined} galleryPicker={() => null} />,
      { route: '/stencils?imageUrl=https%3A%2F%2Fs%2Fsketch.png', path: '/stencils' },
    );
    await userEvent.click(await screen.findByText('Design lines'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Stencil (1 credit)' }));
    await screen.findByRole('button', { name: 'Reset' });
    const sent = requests.filter((r) => r.url.endsWith('/api/stencil/generate'));
    expect(sent.map((r) => r.body)).toEqual([expect.objectContaining({ mode: 'threshold' })]);
  });
});
