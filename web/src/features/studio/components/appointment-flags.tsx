import { Group } from '@mantine/core';
import type { StudioDayFlags } from '@inkforge/domain';
import { StatusBadge, type StatusTone } from '@/components/status-badge';

const FLAGS: { key: keyof StudioDayFlags; label: string; tone: StatusTone }[] = [
  { key: 'depositMissing', label: 'Deposit missing', tone: 'warning' },
  { key: 'intakeUnsigned', label: 'Intake unsigned', tone: 'warning' },
  { key: 'medicalReview', label: 'Medical review needed', tone: 'danger' },
];

/** The day's flags as words (a colour alone would say nothing to some readers). */
export function AppointmentFlags({ flags }: { flags: StudioDayFlags }) {
  const raised = FLAGS.filter((flag) => flags[flag.key]);
  if (raised.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {raised.map((flag) => (
        <StatusBadge key={flag.key} tone={flag.tone} size="sm" radius="sm">
          {flag.label}
        </StatusBadge>
      ))}
    </Group>
  );
}
