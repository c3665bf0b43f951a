import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { STUDIO_ROLE_LABELS, type ApiStudioMember } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import { houseShareLabel } from './house-share-label';

interface Props {
  member: ApiStudioMember;
  isMe: boolean;
  /** The owner's actions on another member; absent for everyone else. */
  onEdit?: () => void;
  onRemove?: () => void;
}

/** One member: name, role and colour as words too, their house share (owner only), actions. */
export function MemberRow({ member, isMe, onEdit, onRemove }: Props) {
  const format = useStudioFormat();
  const name = member.displayName || member.email;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="studio-member">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Box
            aria-hidden
            w={22}
            h={22}
            style={{ borderRadius: '50%', background: member.color, flexShrink: 0 }}
          />
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {name}
              {isMe ? ' (you)' : ''}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {member.email}
            </Text>
          </Box>
        </Group>
        <Stack gap={2} align="flex-end">
          <Badge variant="light">{STUDIO_ROLE_LABELS[member.role]}</Badge>
          {member.guestFrom && member.guestUntil && (
            <Text size="xs">
              Guest spot {format.day(member.guestFrom)} – {format.day(member.guestUntil)}
            </Text>
          )}
          {member.houseShare && <Text size="xs">{houseShareLabel(member.houseShare, format)}</Text>}
        </Stack>
      </Group>
      {(onEdit || onRemove) && (
        <Group justify="flex-end" gap="xs" mt="xs">
          {onEdit && (
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Change ${name}`}>
              Change
            </Button>
          )}
          {onRemove && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={onRemove}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
