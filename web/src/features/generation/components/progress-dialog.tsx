import { Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { STILL_WORKING } from '@/lib/poll-job';

interface Props {
  opened: boolean;
  status: string | null;
  /** The latest partial image of the design forming (a live provider streams them). */
  partialUrl?: string | null;
  /** Still running after longer than usual (the job is followed until it ends). */
  longWait?: boolean;
  /** Whether closing gives focus back to what opened it (not when a design takes it). */
  returnFocus?: boolean;
}

/** Seconds since `running` turned true, ticking each second; 0 while it is false. */
function useElapsed(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    setSeconds(0);
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return running ? seconds : 0;
}

/**
 * Blocks the screen while a design is made; it cannot be dismissed. It says what is true: the
 * job's status and how long it has run, and, where the provider streams it, the design taking
 * shape.
 */
export function ProgressDialog({
  opened,
  status,
  partialUrl = null,
  longWait = false,
  returnFocus = true,
}: Props) {
  const elapsed = useElapsed(opened);
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      returnFocus={returnFocus}
      centered
      title="Generating your design"
    >
      <Stack align="center" gap="sm" py="md">
        {partialUrl ? (
          <>
            <Image
              src={partialUrl}
              alt="Your design taking shape (an early preview)"
              maw={280}
              radius="sm"
            />
            <Text size="sm" ta="center">
              Your design is taking shape. The finished design replaces this preview.
            </Text>
          </>
        ) : (
          <>
            <Loader />
            <Text size="sm" ta="center">
              This usually takes under 15 seconds. Please keep this page open.
            </Text>
          </>
        )}
        {longWait && (
          <Text size="sm" ta="center" role="status">
            {STILL_WORKING} You will see the design, or get your credits back, as soon as it ends.
          </Text>
        )}
        {status && (
          <Text size="xs" c="dimmed" data-testid="progress-status">
            Status: {status} · {elapsed} s
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
