import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type ApiCreatedInvitation, type InvitableRole } from '@inkforge/domain';
import { useState, type FormEvent } from 'react';
import { RoleFields } from './role-fields';
import { CopyValueButton } from '@/components/copy-and-share';
import { errorMessage } from '@/lib/api-error';
import { useInviteMember } from '../api/invite-member';

interface Props {
  studioId: string;
  opened: boolean;
  onClose: () => void;
}

/** Invites by e-mail; the link is shown here once (the server keeps only its hash). */
export function InviteDialog({ studioId, opened, onClose }: Props) {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('artist');
  const [guestFrom, setGuestFrom] = useState('');
  const [guestUntil, setGuestUntil] = useState('');
  const [sent, setSent] = useState<ApiCreatedInvitation | null>(null);

  const close = () => {
    invite.reset();
    setSent(null);
    setEmail('');
    setRole('artist');
    setGuestFrom('');
    setGuestUntil('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      {
        studioId,
        email,
        role,
        ...(role === 'guest' ? { guestFrom, guestUntil } : {}),
      },
      { onSuccess: setSent },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite to the studio">
      {sent ? (
        <Stack>
          {sent.emailed === 'sent' ? (
            <Alert color="green" role="status" title="Invitation sent">
              We e-mailed the link to {sent.invitation.email}. It works once, for 7 days.
            </Alert>
          ) : (
            <Alert color="yellow" role="alert" title="The e-mail did not go">
              The invitation to {sent.invitation.email} is open, but its e-mail could not be sent.
              Pass the link on yourself: it works once, for 7 days.
            </Alert>
          )}
          <Text size="sm">
            This is the only time the link is shown. Copy it now if you want to send it another way.
          </Text>
          <TextInput
            label="Invitation link"
            readOnly
            value={`${window.location.origin}${sent.acceptPath}`}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group justify="flex-end">
            <CopyValueButton
              value={`${window.location.origin}${sent.acceptPath}`}
              label="Copy link"
              copiedLabel="Link copied"
            />
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="E-mail"
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-autofocus
            />
            <RoleFields
              role={role}
              onRole={setRole}
              guestFrom={guestFrom}
              onGuestFrom={setGuestFrom}
              guestUntil={guestUntil}
              onGuestUntil={setGuestUntil}
            />
            {invite.isError && (
              <Alert color="red" role="alert">
                {errorMessage(invite.error, 'The invitation could not be sent.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={invite.isPending}>
                Send invitation
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
