import {
  ALERT_KINDS,
  ALERT_KIND_LABELS,
  type AlertKind,
  type AlertSettings,
} from '@inkforge/domain';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAlertSettings } from '../api/get-alert-settings';
import { useSaveAlertSettings } from '../api/save-alert-settings';
import { pushSupported, useSubscribePush } from '../api/subscribe-push';
import { useUnsubscribePush } from '../api/unsubscribe-push';

/** Settings → Alerts: what reaches the artist outside the app, by e-mail or push, and when not. */
export function AlertsCard() {
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const [draft, setDraft] = useState<AlertSettings | null>(null);
  const data = settings.data;
  const current: AlertSettings | null =
    draft ?? (data ? { kinds: data.kinds, quietHours: data.quietHours } : null);
  const pushOffered = Boolean(data?.pushKey);

  const setChannel = (kind: AlertKind, channel: 'email' | 'push', on: boolean) =>
    current &&
    setDraft({
      ...current,
      kinds: { ...current.kinds, [kind]: { ...current.kinds[kind], [channel]: on } },
    });

  const submit = () =>
    current &&
    save.mutate(current, {
      onSuccess: () => {
        setDraft(null);
        notifySuccess('Alerts Saved', 'You will be told as you chose.');
      },
      onError: (error) =>
        notifyError('Alerts Not Saved', errorMessage(error, 'Failed to save the alerts.')),
    });

  const turnOnPush = () =>
    data?.pushKey &&
    subscribe.mutate(data.pushKey, {
      onSuccess: () =>
        notifySuccess('Push On', 'This device now gets the alerts you send to push.'),
      onError: (error) =>
        notifyError('Push Not On', errorMessage(error, 'Push could not be turned on.')),
    });

  return (
    <Card withBorder component="section" aria-labelledby="alerts-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="alerts-heading">
          Alerts
        </Title>
        <Text size="sm" c="dimmed">
          Besides the bell: what reaches you by e-mail (to your account address) or as a push
          notification on your phone or computer. Nothing is sent during your quiet hours; it comes
          when they end.
        </Text>
        {settings.isPending && <Skeleton height={160} />}
        {current && data && (
          <>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Tell me about</Table.Th>
                  <Table.Th scope="col">E-mail</Table.Th>
                  {pushOffered && <Table.Th scope="col">Push</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ALERT_KINDS.map((kind) => (
                  <Table.Tr key={kind}>
                    <Table.Th scope="row" fw="normal">
                      {ALERT_KIND_LABELS[kind]}
                    </Table.Th>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${ALERT_KIND_LABELS[kind]} by e-mail`}
                        checked={current.kinds[kind].email}
                        onChange={(e) => setChannel(kind, 'email', e.currentTarget.checked)}
                      />
                    </Table.Td>
                    {pushOffered && (
                      <Table.Td>
                        <Checkbox
                          aria-label={`${ALERT_KIND_LABELS[kind]} by push`}
                          checked={current.kinds[kind].push}
                          onChange={(e) => setChannel(kind, 'push', e.currentTarget.checked)}
                        />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group grow>
              <TextInput
                type="time"
                label="Quiet from"
                value={current.quietHours.start}
                onChange={(e) =>
                  setDraft({
                    ...current,
                    quietHours: { ...current.quietHours, start: e.currentTarget.value },
                  })
                }
              />
              <TextInput
                type="time"
                label="Quiet until"
                value={current.quietHours.end}
                onChange={(e) =>
                  setDraft({
                    ...current,
                    quietHours: { ...current.quietHours, end: e.currentTarget.value },
                  })
                }
              />
            </Group>
            {pushOffered ? (
              <Group justify="space-between">
                <Text size="sm">
                  Push is on for {data.pushDevices} {data.pushDevices === 1 ? 'device' : 'devices'}.
                </Text>
                {pushSupported() && (
                  <Group gap="xs">
                    <Button variant="default" onClick={turnOnPush} loading={subscribe.isPending}>
                      Turn on push here
                    </Button>
                    <Button
                      variant="subtle"
                      onClick={() => unsubscribe.mutate()}
                      loading={unsubscribe.isPending}
                    >
                      Turn off here
                    </Button>
                  </Group>
                )}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                Push notifications are not set up on this server: alerts come by e-mail.
              </Text>
            )}
            <Group justify="flex-end">
              <Button onClick={submit} loading={save.isPending} disabled={draft === null}>
                Save alerts
              </Button>
            </Group>
          </>
        )}
        {settings.isError && <Text c="red">{errorMessage(settings.error, 'Failed to load.')}</Text>}
      </Stack>
    </Card>
  );
}
