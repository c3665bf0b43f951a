import { lazy, Suspense, type ReactElement } from 'react';

const Tooltip = lazy(() => import('./mantine-tooltip'));

/** Whether the main pointer can hover: a mouse or trackpad, not a finger. */
const canHover = () => window.matchMedia('(hover: hover)').matches;

/**
 * A hover label for a control that is already named (an icon button's aria-label). Only a device
 * that can hover shows it, so a phone never downloads the tooltip and Floating UI behind it.
 */
export function HoverTooltip({ label, children }: { label: string; children: ReactElement }) {
  if (!canHover()) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip label={label}>{children}</Tooltip>
    </Suspense>
  );
}
