import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import {
  STUDIO_ROLE_LABELS,
  type ApiMyStudio,
  type ApiStudioInvitation,
  type ApiStudioMember,
} from '@inkforge/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InviteDialog } from './invite-dialog';
import { MemberDialog } from './member-dialog';
import { MemberRow } from './member-row';

interface Props {
  mine: ApiMyStudio;
  myUid: string;
}

/**
 * The studio's people. The owner invites, revokes, changes and removes; everyone else reads the
 * list and may leave (the owner stays: a studio always has its owner).
 */
export function MembersPanel({ mine, myUid }: Props) {
  const { studio, role, members, invitations } = mine;
  const isOwner = role === 'owner';
  const remove = useRemoveMember();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<ApiStudioMember | null>(null);
  const [removing, setRemoving] = useState<ApiStudioMember | null>(null);
  const [leaving, setLeaving] = useState(false);

  const confirmRemove = () => {
    if (!removing) return;
    const name = removing.displayName || removing.email;
    remove.mutate(
      { id: studio.id, uid: removing.uid },
      {
        onSuccess: () => {
          notifySuccess('Member removed', `${name} no longer has access to ${studio.name}.`);
          setRemoving(null);
        },
        onError: (error) =>
          notifyError('Not removed', errorMessage(error, `${name} could not be removed.`)),
      },
    );
  };
  const confirmLeave = () =>
    remove.mutate(
      { id: studio.id, uid: myUid },
      {
        onSuccess: () =>
          notifySuccess('You left the studio', 'Your gallery, designs and credits stay yours.'),
        onError: (error) =>
          notifyError('Not left', errorMessage(error, 'You could not leave the studio.')),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Members
        </Title>
        {isOwner && (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setInviting(true)}
          >
            Invite
          </Button>
        )}
      </Group>
      <Stack gap="xs">
        {members.map((member) => (
          <MemberRow
            key={member.uid}
            member={member}
            isMe={member.uid === myUid}
            {...(isOwner && member.role !== 'owner'
              ? { onEdit: () => setEditing(member), onRemove: () => setRemoving(member) }
              : {})}
          />
        ))}
      </Stack>
      {isOwner && <OpenInvitations studioId={studio.id} invitations={invitations} />}
      {!isOwner && (
        <Group>
          <Button variant="light" color="red" onClick={() => setLeaving(true)}>
            Leave studio
          </Button>
        </Group>
      )}
      <InviteDialog studioId={studio.id} opened={inviting} onClose={() => setInviting(false)} />
      {editing && (
        <MemberDialog studioId={studio.id} member={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this member?"
        message={`${removing?.displayName || removing?.email || ''} loses access to ${studio.name} at once. Their own clients, gallery and credits stay theirs.`}
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        opened={leaving}
        title="Leave the studio?"
        message={`You lose access to ${studio.name}'s calendar and client book. Your gallery, designs and credits stay yours.`}
        confirmLabel="Leave"
        loading={remove.isPending}
        onConfirm={confirmLeave}
        onClose={() => setLeaving(false)}
      />
    </Stack>
  );
}

function OpenInvitations({
  studioId,
  invitations,
}: {
  studioId: string;
  invitations: ApiStudioInvitation[];
}) {
  const revoke = useRevokeInvitation();
  const format = useStudioFormat();
  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Open invitations
      </Title>
      {invitations.map((invitation) => (
        <Paper key={invitation.id} withBorder p="sm" radius="md" data-testid="studio-invitation">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {invitation.email}
              </Text>
              <Text size="xs" c="dimmed">
                Expires {format.date(invitation.expiresAt)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge variant="light">{STUDIO_ROLE_LABELS[invitation.role]}</Badge>
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Revoke the invitation to ${invitation.email}`}
                loading={revoke.isPending && revoke.variables.invitationId === invitation.id}
                onClick={() =>
                  revoke.mutate(
                    { id: studioId, invitationId: invitation.id },
                    {
                      onSuccess: () =>
                        notifySuccess(
                          'Invitation revoked',
                          `The link to ${invitation.email} no longer works.`,
                        ),
                      onError: (error) =>
                        notifyError(
                          'Not revoked',
                          errorMessage(error, 'The invitation could not be revoked.'),
                        ),
                    },
                  )
                }
              >
                Revoke
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
