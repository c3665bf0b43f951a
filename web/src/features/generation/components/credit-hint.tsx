import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** The reason a generate button is held for want of credits, on hover, focus or touch. */
export default function CreditHint({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }}>
      {/* A disabled button fires no pointer events; the wrapper carries the tooltip. */}
      <span tabIndex={0} style={{ display: 'inline-block' }} data-testid="no-credits-wrapper">
        {children}
      </span>
    </Tooltip>
  );
}
