import { Text } from '@mantine/core';
import { CREDIT_COSTS } from '@inkforge/domain';

/** Under the photo tools' buttons: which paid tool the balance does not cover, and its price. */
export function ToolCreditNotes({ credits }: { credits: number }) {
  return (
    <>
      {credits < CREDIT_COSTS.upscale && (
        <Text size="sm" c="red">
          {`You need ${CREDIT_COSTS.upscale} credits for upscaling.`}
        </Text>
      )}
      {credits < CREDIT_COSTS.remove_background && (
        <Text size="sm" c="red">
          {`You need ${CREDIT_COSTS.remove_background} credit for background removal.`}
        </Text>
      )}
    </>
  );
}
