import { Alert, Button, Group, List, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ApiSupply } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useSupplySessions } from '../api/get-supply-sessions';
import { useSendRecallNotice } from '../api/send-recall-notice';

function defaultMessage(s: ApiSupply): string {
  return (
    `The manufacturer has recalled ${s.brand} ${s.name}, lot ${s.lot}, which was used in your ` +
    'tattoo. If you notice redness, swelling or itching that does not settle, please see a ' +
    'doctor and tell them about this ink. Reply to this e-mail with any questions.'
  );
}

/**
 * "Who received this lot?": every session and client that got it, newest first, and
 * "Notify these clients" with the artist's own words, after a confirmation.
 */
export function RecallDialog({
  supply,
  onClose,
}: {
  supply: ApiSupply | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={supply !== null} onClose={onClose} title="Who received this lot?" size="lg">
      {supply && <RecallBody key={supply.id} supply={supply} onClose={onClose} />}
    </Modal>
  );
}

function RecallBody({ supply, onClose }: { supply: ApiSupply; onClose: () => void }) {
  const f = useStudioFormat();
  const sessions = useSupplySessions(supply.id);
  const notify = useSendRecallNotice(supply.id);
  const [message, setMessage] = useState(defaultMessage(supply));
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data?.sessions ?? [];
  const mailable = list.filter((s) => s.hasEmail);
  const clients = new Set(mailable.map((s) => s.clientId ?? s.clientName)).size;

  if (sessions.isPending) return <Loader role="status" aria-label="Searching the records" />;
  if (sessions.error) {
    return (
      <Alert color="red">
        {errorMessage(sessions.error, 'The search failed. Please try again.')}
      </Alert>
    );
  }
  return (
    <Stack>
      <Text fw={600}>
        {supply.brand} {supply.name} · lot {supply.lot}
      </Text>
      {list.length === 0 ? (
        <Text>No session used this lot.</Text>
      ) : (
        <List data-testid="recall-sessions">
          {list.map((s) => (
            <List.Item key={s.appointmentId}>
              {s.clientName} · {f.date(s.date)} · {s.placement}
              {s.hasEmail ? '' : ' · no e-mail address: reach them another way'}
            </List.Item>
          ))}
        </List>
      )}
      {clients > 0 && (
        <>
          <Textarea
            label="Message to the clients"
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            autosize
            minRows={4}
            maxLength={4000}
          />
          {notify.error && (
            <Alert color="red">{errorMessage(notify.error, 'Not sent. Please try again.')}</Alert>
          )}
          {confirming ? (
            <Alert title={`E-mail ${clients} client${clients === 1 ? '' : 's'}?`}>
              <Stack>
                <Text size="sm">
                  Each client gets this message once, and the lot is marked recalled.
                </Text>
                <Group>
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    Not now
                  </Button>
                  <Button
                    color="red"
                    loading={notify.isPending}
                    onClick={() =>
                      notify.mutate(message, {
                        onSuccess: (r) => {
                          notifySuccess(
                            'Clients notified',
                            `${r.mailed} e-mailed; the lot is marked recalled.`,
                          );
                          onClose();
                        },
                      })
                    }
                  >
                    Send to {clients} client{clients === 1 ? '' : 's'}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Button onClick={() => setConfirming(true)} disabled={!message.trim()}>
              Notify these clients
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
