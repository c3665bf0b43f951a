import { Badge, Box, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { choiceLabel, type ApiStudioCalendarEntry } from '@inkforge/domain';
import { AppointmentFlags } from './appointment-flags';
import { endTime } from './calendar-days';

interface Props {
  entry: ApiStudioCalendarEntry;
  /** Moving and cancelling: the desk and the owner for anyone, an artist for their own. */
  onMove?: () => void;
  onCancel?: () => void;
  /** Intake link, deposit and payment: the same people as moving. */
  onAction?: (action: DeskAction) => void;
}

export type DeskAction = 'intake' | 'deposit' | 'payment';

const CLOSED = new Set(['cancelled', 'completed', 'no_show']);

/**
 * One appointment: the artist's colour as a band, and always the artist's name in words, so the
 * colour is never the only way to tell whose it is.
 */
export function StudioAppointmentCard({ entry, onMove, onCancel, onAction }: Props) {
  const cancelled = entry.status === 'cancelled';
  const label = `${entry.localTime} ${entry.title} with ${entry.artistName}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      data-testid="studio-appointment"
      aria-label={label}
      component="article"
      style={{ borderLeft: `6px solid ${entry.artistColor}`, opacity: cancelled ? 0.75 : 1 }}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={700}>
            {entry.localTime}–{endTime(entry.localTime, entry.duration)}
          </Text>
          <Text size="xs" fw={600} truncate>
            {entry.artistName}
          </Text>
        </Group>
        <Box>
          <Text size="sm" fw={600} td={cancelled ? 'line-through' : undefined}>
            {entry.title}
          </Text>
          <Text size="sm">{entry.clientName}</Text>
        </Box>
        {entry.status !== 'scheduled' && entry.status !== 'confirmed' && (
          <Badge variant="outline" color="gray" size="sm">
            {choiceLabel(entry.status)}
          </Badge>
        )}
        {!CLOSED.has(entry.status) && <AppointmentFlags flags={entry.flags} />}
        {!CLOSED.has(entry.status) && (onMove || onCancel || onAction) && (
          <Group gap="xs">
            {onMove && (
              <Button
                size="compact-sm"
                variant="default"
                onClick={onMove}
                aria-label={`Move ${label}`}
              >
                Move
              </Button>
            )}
            {onCancel && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={onCancel}
                aria-label={`Cancel ${label}`}
              >
                Cancel
              </Button>
            )}
            {onAction && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={`More actions for ${label}`}
                  >
                    More
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => onAction('intake')}>Send intake link</Menu.Item>
                  <Menu.Item onClick={() => onAction('deposit')}>Ask deposit</Menu.Item>
                  <Menu.Item onClick={() => onAction('payment')}>Record payment</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
