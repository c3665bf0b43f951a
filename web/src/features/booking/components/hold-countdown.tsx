import { Alert, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useReleaseHold } from '../api/release-hold';
import { timeLabel } from './open-time-days';
import { forgetHold, type StoredHold } from './stored-hold';

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

interface Props {
  hold: StoredHold;
  /** The hold ended (let go or run out): the page offers times again. */
  onEnded: () => void;
}

/** A client back from the checkout: the held time, its countdown, pay or let it go. */
export function HoldCountdown({ hold, onEnded }: Props) {
  const release = useReleaseHold(hold.username);
  const [now, setNow] = useState(() => Date.now());
  const left = new Date(hold.expiresAt).getTime() - now;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) forgetHold();
  }, [left]);

  if (left <= 0) {
    return (
      <Alert color="orange" title="Your hold has ended" role="alert">
        <Text size="sm">The time was let go. Please choose a time again.</Text>
        <Button mt="xs" variant="light" onClick={onEnded}>
          Choose a time
        </Button>
      </Alert>
    );
  }
  const minutes = Math.ceil(left / 60_000);
  return (
    <Alert color="blue" title={`${hold.title}: ${timeLabel(hold.start)}`} role="region">
      {/* The seconds tick visually; a screen reader hears the minutes when they change. */}
      <Text size="sm">
        Held for you for <b aria-hidden>{clock(left)}</b>
        <VisuallyHidden aria-live="polite">
          {minutes} minute{minutes === 1 ? '' : 's'}
        </VisuallyHidden>
        . Pay the deposit to book it.
      </Text>
      <Group mt="xs" gap="xs">
        <Button component="a" href={hold.checkoutUrl}>
          Continue to payment
        </Button>
        <Button
          variant="default"
          loading={release.isPending}
          onClick={() =>
            // Gone already (ended or paid) is the same outcome for the client: times again.
            release.mutate(hold.token, {
              onSettled: () => {
                forgetHold();
                onEnded();
              },
            })
          }
        >
          Let the time go
        </Button>
      </Group>
      <Text size="xs" mt="xs">
        Paid already? Your confirmation comes by e-mail.
      </Text>
    </Alert>
  );
}
