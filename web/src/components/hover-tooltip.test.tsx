import { ActionIcon } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { HoverTooltip } from './hover-tooltip';

const pointer = (canHover: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(hover: hover)' && canHover,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );

afterEach(() => vi.restoreAllMocks());

function Download() {
  return (
    <HoverTooltip label="Download the design">
      <ActionIcon aria-label="Download">D</ActionIcon>
    </HoverTooltip>
  );
}

describe('HoverTooltip', () => {
  it('labels an icon button on hover where the pointer can hover', async () => {
    pointer(true);
    render(<Download />);
    // The tooltip's code loads with the screen; a person hovers later than React shows it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await userEvent.hover(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download the design')).toBeInTheDocument();
  });

  it('leaves the button alone on a touch screen, still named for a screen reader', async () => {
    pointer(false);
    render(<Download />);
    const button = screen.getByRole('button', { name: 'Download' });
    await userEvent.hover(button);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Download the design')).not.toBeInTheDocument();
  });
});
