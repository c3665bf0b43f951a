import { Button, Card, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/lazy-confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCalendarFeed, useRotateCalendarFeed } from '../api/calendar-feed';
import { ReminderSettingsCard } from './reminder-settings-card';
import { WorkingHoursCard } from './working-hours-card';

const ROTATE_FEED_MESSAGE =
  'Calendars subscribed to the current link stop updating. Subscribe again with the new link.';

/** Beyond the spec: calendar settings — working hours and a private iCalendar link (rotatable). */
export function CalendarFeedCard() {
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const feed = useCalendarFeed(shown);
  const rotate = useRotateCalendarFeed();
  const url = feed.data ? `${window.location.origin}${feed.data.path}` : '';

  const rotateLink = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess('Link Rotated', 'The old calendar link no longer works.');
      },
      onError: (error) =>
        notifyError('Rotate Failed', errorMessage(error, 'Failed to rotate the link.')),
    });

  return (
    <Card withBorder>
      <Stack gap="xs">
        <WorkingHoursCard />
        <ReminderSettingsCard />
        <Text fw={600}>Subscribe from Google or Apple Calendar</Text>
        {!shown && (
          <Group>
            <Button variant="default" size="xs" onClick={() => setShown(true)}>
              Show private calendar link
            </Button>
          </Group>
        )}
        {shown && feed.isPending && <Text size="sm">Loading link…</Text>}
        {url && (
          <>
            <TextInput label="Private calendar link" readOnly value={url} />
            <Text size="xs" c="dimmed">
              Anyone with this link sees your appointment times and client names.
            </Text>
            <Group>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
                Rotate link
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Rotate Calendar Link"
        message={ROTATE_FEED_MESSAGE}
        confirmLabel="Rotate"
        loading={rotate.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={rotateLink}
      />
    </Card>
  );
}
