import { Alert, Button, Group, Image, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { toCents, toInstant, type Brief } from '@inkforge/domain';
import { useState } from 'react';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useStudioZone } from '@/lib/studio-zone';
import { useConcepts } from '../api/get-concepts';
import { useSendOffer } from '../api/send-offer';

interface Props {
  requestId: string;
  clientName: string;
  brief: Brief | null;
  onSent: () => void;
}

/** The session's length the brief's estimate suggests, else two hours. */
const minutesOf = (brief: Brief | null) =>
  String(brief?.estimate.hours ? Math.round(brief.estimate.hours.max * 60) : 120);

/** One offer: a kept concept to approve, the date, the length and the deposit, in one mail. */
export function OfferSection({ requestId, clientName, brief, onSent }: Props) {
  const f = useStudioFormat();
  const { zone, hint } = useStudioZone();
  const concepts = useConcepts(requestId);
  const offer = useSendOffer();
  const kept = (concepts.data ?? []).flatMap((concept, index) =>
    concept.state === 'kept' && concept.galleryItemId
      ? [{ concept, index, itemId: concept.galleryItemId }]
      : [],
  );
  const [design, setDesign] = useState<string | null>(null);
  const [when, setWhen] = useState('');
  const [minutes, setMinutes] = useState(() => minutesOf(brief));
  const [deposit, setDeposit] = useState('');
  const chosen = design ?? kept[0]?.itemId ?? null;
  const depositCents = deposit.trim() ? toCents(deposit) : undefined;
  const overlap = offer.isError && apiErrorCode(offer.error) === 'APPOINTMENT_OVERLAP';
  // The field's wall clock is the studio's, wherever this device is.
  const startsAt = when ? toInstant(when, zone) : null;
  const valid =
    chosen !== null && startsAt !== null && Number(minutes) > 0 && depositCents !== null;

  const send = (allowOverlap = false) => {
    if (!valid || startsAt === null) return;
    offer.mutate(
      {
        requestId,
        allowOverlap,
        galleryItemId: chosen,
        startsAt: startsAt.toISOString(),
        durationMinutes: Math.round(Number(minutes)),
        timezone: zone,
        ...(depositCents === undefined ? {} : { depositCents }),
      },
      {
        onSuccess: ({ emailed }) => {
          if (emailed === 'sent') {
            notifySuccess(
              'Offer sent',
              `${clientName} is e-mailed one page: the design to approve, the date and the deposit link.`,
            );
          } else {
            notifyWarning(
              'Mail not sent',
              `The appointment is proposed but the mail to ${clientName} did not go out.`,
            );
          }
          onSent();
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={`offer-${requestId}`}>
      <Title order={3} size="h5" id={`offer-${requestId}`}>
        Offer
      </Title>
      {kept.length === 0 ? (
        <Text size="sm" c="dimmed">
          Keep a concept to send it as an offer.
        </Text>
      ) : (
        <>
          <Radio.Group label="Design to approve" value={chosen} onChange={setDesign}>
            <Stack gap="xs" mt={4}>
              {kept.map(({ concept, index, itemId }) => (
                <Group key={concept.id} gap="sm" wrap="nowrap">
                  <Radio value={itemId} label={`Concept ${index + 1}`} />
                  <Image src={concept.thumbnailUrl} alt="" w={48} h={48} fit="contain" />
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            label="Appointment date and time"
            description={hint}
            type="datetime-local"
            required
            value={when}
            onChange={(e) => {
              setWhen(e.currentTarget.value);
              offer.reset();
            }}
          />
          <TextInput
            label="Length in minutes"
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.currentTarget.value)}
          />
          <TextInput
            label={`Deposit (${f.symbol})`}
            description={
              depositCents === null
                ? `Enter an amount in ${f.symbol}, or leave it empty for your usual deposit.`
                : depositCents === undefined
                  ? 'Empty asks your usual deposit.'
                  : `${f.money(depositCents)} asked from the client.`
            }
            inputMode="decimal"
            value={deposit}
            onChange={(e) => setDeposit(e.currentTarget.value)}
          />
          {overlap && (
            <Alert color="yellow" title="Overlapping appointment" role="alert">
              <Stack gap="xs">
                <Text size="sm">
                  {errorMessage(offer.error, 'This time overlaps another appointment.')}
                </Text>
                <Button size="xs" variant="light" onClick={() => send(true)}>
                  Send anyway
                </Button>
              </Stack>
            </Alert>
          )}
          {offer.isError && !overlap && (
            <Alert color="red" role="alert">
              {errorMessage(offer.error, 'The offer could not be sent.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={() => send()} loading={offer.isPending} disabled={!valid}>
              Send offer
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
