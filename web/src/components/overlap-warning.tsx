import { Alert, Button, Group, Text } from '@mantine/core';
import { useStudioFormat } from '@/lib/studio-format';

interface Props {
  /** The `fields` of an APPOINTMENT_OVERLAP answer; null when there is nothing to warn about. */
  overlap: Record<string, string> | null;
  timeZone: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
}

/** The overlap warning of the appointment dialogs: the clash is named and booking is a choice. */
export function OverlapWarning({ overlap, timeZone, confirmLabel, loading, onConfirm }: Props) {
  const f = useStudioFormat();
  if (!overlap) return null;
  const at = overlap.overlapsAt ? f.time(overlap.overlapsAt, { timeZone }) : '';
  return (
    <Alert color="orange" title="Overlapping Appointment" role="alert">
      <Text size="sm">
        This time overlaps “{overlap.overlapsTitle ?? 'another appointment'}”{at ? ` at ${at}` : ''}
        .
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" color="orange" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Alert>
  );
}
