import { Alert, Button, Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { STUDIO_ROLE_LABELS, type User } from '@inkforge/domain';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/preview-invitation';

interface Props {
  token: string;
  /** Null while signed out: the invitee signs in or signs up on this same address first. */
  me: User | null;
  onSignIn: () => void;
}

/** /join/{token}: who invites whom to which studio, then Accept once signed in. */
export function JoinScreen({ token, me, onSignIn }: Props) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const format = useStudioFormat();
  const invite = preview.data;
  const otherEmail = me && invite && me.email.toLowerCase() !== invite.email.toLowerCase();

  const join = () =>
    accept.mutate(token, {
      onSuccess: (mine) => {
        notifySuccess('Welcome', `You joined ${mine.studio.name}.`);
        navigate(paths.studio, { replace: true });
      },
    });

  return (
    <Center mih={me ? undefined : '100dvh'} p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={480}>
        <Stack>
          <Title order={1} size="h2">
            Studio invitation
          </Title>
          {preview.isPending && <Skeleton h={80} />}
          {preview.isError && (
            <Alert color="red" role="alert">
              {errorMessage(preview.error, 'This invitation cannot be opened.')}
            </Alert>
          )}
          {invite && (
            <>
              <Text>
                {invite.invitedBy} invites you to join <strong>{invite.studioName}</strong> as{' '}
                {STUDIO_ROLE_LABELS[invite.role].toLowerCase()}.
              </Text>
              <Text size="sm" c="dimmed">
                For {invite.email}. The link works once, until {format.date(invite.expiresAt)}.
              </Text>
              <Text size="sm">
                Your own account, gallery, designs and credits stay yours, in the studio and if you
                leave it.
              </Text>
              {otherEmail && (
                <Alert color="yellow">
                  You are signed in as {me.email}. Sign in as {invite.email} to accept.
                </Alert>
              )}
              {accept.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(accept.error, 'The invitation could not be accepted.')}
                </Alert>
              )}
              {me ? (
                <Button onClick={join} loading={accept.isPending} disabled={Boolean(otherEmail)}>
                  Accept and join {invite.studioName}
                </Button>
              ) : (
                <Button onClick={onSignIn}>Sign in or create an account to accept</Button>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
