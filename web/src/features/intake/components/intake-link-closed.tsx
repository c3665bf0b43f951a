import { Alert, Button, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, type IntakeLinkClosedView } from '@inkforge/domain';
import { signedCopyUrl } from '../api/signed-copy-url';

/** Why a link that no longer opens the form stopped, and what the client can do. */
const STOPPED = {
  replaced: {
    title: 'This link was replaced',
    text: (artist: string) =>
      `${artist} sent you a newer link for this form. Use the newest link from your e-mail, or ask ${artist} for a new one.`,
  },
  revoked: {
    title: 'This link was withdrawn',
    text: (artist: string) =>
      `${artist} withdrew this link. If you still need to fill in the form, ask ${artist} for a new link.`,
  },
  expired: {
    title: 'This link has expired',
    text: (artist: string) => `Form links work for a limited time. Ask ${artist} for a new link.`,
  },
} as const;

/**
 * The intake link opened again: the form was signed (when, and the signed copy while the link
 * still proves who holds it), or the link was replaced, withdrawn or expired.
 */
export function IntakeLinkClosed({ token, view }: { token: string; view: IntakeLinkClosedView }) {
  const style = { timeZone: view.timezone, locale: view.locale };
  const appointment = (
    <Text>
      For your appointment <b>{view.appointmentTitle}</b> on{' '}
      {formatDateTime(view.appointmentDate, style, { weekday: true })}.
    </Text>
  );
  if (view.state !== 'signed') {
    const stopped = STOPPED[view.state];
    return (
      <Stack>
        {appointment}
        <Alert color="orange" title={stopped.title} role="status">
          {stopped.text(view.artistName)}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack>
      <Alert color="green" title="Your form is signed" role="status">
        You signed this form on {formatDate(view.signedAt, style, { weekday: true })}.{' '}
        {view.artistName} has it.
      </Alert>
      {appointment}
      {view.copyAvailable ? (
        <Button component="a" href={signedCopyUrl(token)} download variant="light">
          Download your signed copy (PDF)
        </Button>
      ) : (
        <Text size="sm">For a copy of your signed form, ask {view.artistName}.</Text>
      )}
    </Stack>
  );
}
