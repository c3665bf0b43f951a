import { Button, type ButtonVariant } from '@mantine/core';
import {
  IMAGE_TOOLS,
  toolButtonText,
  toolsOn,
  type OfferedToolId,
  type ToolRowScreen,
} from '@inkforge/domain';
import {
  IconAdjustments,
  IconEraser,
  IconFlipHorizontal,
  IconMaximize,
  type Icon,
} from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { useImageTool } from '@/lib/api/image-tools';
import { notifyError, notifySuccess } from '@/lib/notify';
import { presignedDownload } from '@/lib/presigned-download';

/** A tool without an icon of its own gets the general one. */
const ICONS: Partial<Record<OfferedToolId, Icon>> = {
  upscale: IconMaximize,
  remove_background: IconEraser,
  mirror: IconFlipHorizontal,
};

interface RunOptions {
  /** The balance changed: a paid tool ran, or failed and was refunded. */
  onCreditsChanged?: () => void;
  /** What the tool made. */
  onResult: (imageUrl: string, tool: OfferedToolId) => void;
}

/**
 * Runs the table's tools (domain IMAGE_TOOLS) the same way on every screen: the balance read
 * again, the result handed over, downloaded at once where the row says so, its words in toasts.
 */
export function useImageTools({ onCreditsChanged, onResult }: RunOptions) {
  const running = useImageTool();
  const run = (tool: OfferedToolId, imageUrl: string) => {
    const row = IMAGE_TOOLS[tool];
    running.mutate(
      { tool, imageUrl },
      {
        onSuccess: async (answer) => {
          if (row.price > 0) onCreditsChanged?.();
          onResult(answer.imageUrl, tool);
          if (!('downloadsAtOnce' in row)) return notifySuccess(row.doneTitle, row.done);
          // Downloaded at once; a failed download keeps the (paid) result on screen.
          try {
            await presignedDownload(answer.imageUrl);
            notifySuccess(row.doneTitle, row.done);
          } catch {
            notifyError('Download Failed', 'The image is ready but its download failed.');
          }
        },
        onError: (error) => {
          // A paid tool that failed was charged and refunded: the balance is read again.
          if (row.price > 0) onCreditsChanged?.();
          notifyError(row.failed, errorMessage(error, 'Please try again.'));
        },
      },
    );
  };
  return {
    run,
    runningTool: running.isPending ? running.variables.tool : null,
    isPending: running.isPending,
  };
}

interface Props {
  screen: ToolRowScreen;
  tools: ReturnType<typeof useImageTools>;
  imageUrl: string;
  /** The balance: a tool the artist cannot pay for is disabled (unknown: the server decides). */
  credits?: number;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** The first tool stands out (the photo editor's main action). */
  firstVariant?: ButtonVariant;
}

/** The buttons of the tools a screen offers, in the table's order, priced from it. */
export function ImageToolButtons(props: Props) {
  const { screen, tools, imageUrl, credits, disabled, variant = 'light' } = props;
  return toolsOn(screen).map((tool, index) => {
    const ToolIcon = ICONS[tool] ?? IconAdjustments;
    const price = IMAGE_TOOLS[tool].price;
    return (
      <Button
        key={tool}
        variant={index === 0 ? (props.firstVariant ?? variant) : variant}
        leftSection={<ToolIcon size={16} />}
        onClick={() => tools.run(tool, imageUrl)}
        loading={tools.runningTool === tool}
        disabled={disabled || tools.isPending || (credits !== undefined && credits < price)}
      >
        {toolButtonText(tool, screen)}
      </Button>
    );
  });
}
