import { Group } from '@mantine/core';
import type { TodayFlags } from '@inkforge/domain';
import { StatusBadge, type StatusTone } from '@/components/status-badge';

/** What a session needs before it starts, in words (never colour alone), from the one badge set. */
export function SessionFlags({ flags }: { flags: TodayFlags }) {
  const shown = [
    flags.depositDue && { label: 'Deposit due', tone: 'warning' },
    flags.intakeMissing && { label: 'Intake missing', tone: 'warning' },
    flags.medicalReview && { label: 'Medical review', tone: 'danger' },
    flags.stencilReady && { label: 'Stencil ready', tone: 'success' },
  ].filter((f): f is { label: string; tone: StatusTone } => Boolean(f));
  if (shown.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((f) => (
        <StatusBadge key={f.label} tone={f.tone}>
          {f.label}
        </StatusBadge>
      ))}
    </Group>
  );
}
