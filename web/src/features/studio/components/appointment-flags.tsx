import { Badge, Group } from '@mantine/core';
import type { StudioDayFlags } from '@inkforge/domain';

const FLAGS: { key: keyof StudioDayFlags; label: string; color: string }[] = [
  { key: 'depositMissing', label: 'Deposit missing', color: 'orange' },
  { key: 'intakeUnsigned', label: 'Intake unsigned', color: 'yellow' },
  { key: 'medicalReview', label: 'Medical review needed', color: 'red' },
];

/** The day's flags as words (a colour alone would say nothing to some readers). */
export function AppointmentFlags({ flags }: { flags: StudioDayFlags }) {
  const raised = FLAGS.filter((flag) => flags[flag.key]);
  if (raised.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {raised.map((flag) => (
        <Badge key={flag.key} color={flag.color} variant="light" size="sm" radius="sm">
          {flag.label}
        </Badge>
      ))}
    </Group>
  );
}
