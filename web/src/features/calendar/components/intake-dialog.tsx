import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CalendarAppointment } from '@inkforge/domain';
import { calendarKeys } from '@/lib/query-keys';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useIntake } from '../api/get-intake';
import { useCreateIntakeLink } from '../api/create-intake-link';
import { useEmailIntakeLink } from '../api/email-intake-link';
import { useRevokeIntakeLink } from '../api/revoke-intake-link';
import { SignedIntakeView } from './signed-intake';

interface Props {
  appointment: CalendarAppointment;
  opened: boolean;
  onClose: () => void;
}

/**
 * Beyond the spec: the client's consent and medical intake for one appointment. The artist
 * sends a private link or opens the same form on this device for the client to fill.
 */
export function IntakeDialog({ appointment, opened, onClose }: Props) {
  const status = useIntake(appointment.id);
  const f = useStudioFormat();
  const create = useCreateIntakeLink(appointment.id);
  const revoke = useRevokeIntakeLink(appointment.id);
  const email = useEmailIntakeLink(appointment.id);
  const queryClient = useQueryClient();
  const signedHere = Boolean(status.data?.form);
  useEffect(() => {
    // Signed since the calendar was loaded: its badges follow.
    if (signedHere && !appointment.intakeSigned) {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.calendar });
    }
  }, [signedHere, appointment.intakeSigned, queryClient]);
  const url = create.data ? `${window.location.origin}${create.data.path}` : '';
  const failed = (title: string) => (error: unknown) =>
    notifyError(title, errorMessage(error, 'Please try again.'));

  const newLink = () => create.mutate(undefined, { onError: failed('Link Not Created') });
  const emailLink = () =>
    email.mutate(undefined, {
      onSuccess: ({ status, to }) => {
        // The mail holds a fresh link: the one shown here stopped.
        create.reset();
        notifySuccess(
          status === 'sent' ? 'Link E-mailed' : 'E-mail Queued',
          status === 'sent'
            ? `The form link is on its way to ${to}.`
            : `The form link goes to ${to} as soon as the mail server answers.`,
        );
      },
      onError: failed('E-mail Not Sent'),
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        create.reset();
        notifySuccess('Link Revoked', 'The form link no longer works.');
      },
      onError: failed('Revoke Failed'),
    });

  let body: React.ReactNode;
  if (status.isPending)
    body = <Loader size="sm" role="status" aria-label="Loading the intake form" />;
  else if (status.isError)
    body = <Text c="red">{errorMessage(status.error, 'Failed to load.')}</Text>;
  else if (status.data.form) body = <SignedIntakeView form={status.data.form} />;
  else {
    const expires = create.data?.expiresAt ?? status.data.linkExpiresAt;
    body = (
      <Stack gap="xs">
        <Text size="sm">
          The client fills in their details, medical questions and the waiver, and signs. Send them
          the private link, or open the form on this device and hand it over.
        </Text>
        {url && (
          <>
            <TextInput label="Private intake link" readOnly value={url} />
            <Group>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Anchor href={url} target="_blank" rel="noopener" size="sm">
                Open form on this device
              </Anchor>
            </Group>
          </>
        )}
        {expires && (
          <Text size="sm" c="dimmed">
            {url ? 'This link' : 'A link was made; it'} expires {f.dateTime(expires)}.
            {url ? '' : ' A new link replaces it.'}
          </Text>
        )}
        <Group>
          <Button size="xs" onClick={newLink} loading={create.isPending}>
            {expires ? 'Create new link' : 'Create intake link'}
          </Button>
          <Button size="xs" variant="light" onClick={emailLink} loading={email.isPending}>
            E-mail to client
          </Button>
          {expires && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={revokeLink}
              loading={revoke.isPending}
            >
              Revoke link
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Intake Form">
      <Stack>
        <Text fw={600}>
          {appointment.title} · {appointment.clientName}
        </Text>
        {body}
      </Stack>
    </Modal>
  );
}
