import { IMAGE_TOOLS, toolsOn, type ToolRowScreen } from '@inkforge/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { ImageToolButtons, useImageTools } from './image-tool-buttons';

function Row(props: {
  screen: ToolRowScreen;
  credits?: number;
  onResult?: (url: string, tool: string) => void;
  onCreditsChanged?: () => void;
}) {
  const tools = useImageTools({
    onResult: props.onResult ?? (() => undefined),
    onCreditsChanged: props.onCreditsChanged,
  });
  return (
    <ImageToolButtons
      screen={props.screen}
      tools={tools}
      imageUrl="http://img/design.png"
      credits={props.credits}
    />
  );
}

describe('ImageToolButtons', () => {
  it.each(['design-card', 'stencil-result', 'modify-result', 'photo-editor'] as const)(
    'offers on the %s exactly the table rows for it, priced from the table',
    (where) => {
      render(<Row screen={where} />);
      const names = screen.getAllByRole('button').map((b) => b.textContent);
      expect(names).toHaveLength(toolsOn(where).length);
      expect(names).toContain(`Upscale (${IMAGE_TOOLS.upscale.price} credits)`);
    },
  );

  it('disables what the balance cannot pay and runs the rest through its route', async () => {
    const requests = stubApi({
      'POST /api/ai/remove-background': () => ({
        imageUrl: 'http://img/nobg.png',
        s3Key: 'u/nobg.png',
      }),
    });
    const onResult = vi.fn();
    const onCreditsChanged = vi.fn();
    render(
      <Row
        screen="stencil-result"
        credits={1}
        onResult={onResult}
        onCreditsChanged={onCreditsChanged}
      />,
    );
    expect(screen.getByRole('button', { name: 'Upscale (6 credits)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove BG (1 credit)' }));
    expect(await screen.findByText(IMAGE_TOOLS.remove_background.done)).toBeInTheDocument();
    expect(onResult).toHaveBeenCalledWith('http://img/nobg.png', 'remove_background');
    expect(onCreditsChanged).toHaveBeenCalledOnce();
    expect(requests.map((r) => r.url)).toEqual([expect.stringMatching(/remove-background$/)]);
  });
});
