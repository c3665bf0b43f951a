import { Text } from '@mantine/core';
import { IMAGE_TOOLS, priceText, type ImageToolId } from '@inkforge/domain';

/** Under a screen's tool buttons: each paid tool the balance does not cover, and its price. */
export function ToolCreditNotes({
  credits,
  tools,
}: {
  credits: number;
  tools: readonly ImageToolId[];
}) {
  return (
    <>
      {tools
        .filter((tool) => credits < IMAGE_TOOLS[tool].price)
        .map((tool) => (
          <Text key={tool} size="sm" c="red">
            {`You need ${priceText(IMAGE_TOOLS[tool].price)} for ${IMAGE_TOOLS[tool].purpose}.`}
          </Text>
        ))}
    </>
  );
}
