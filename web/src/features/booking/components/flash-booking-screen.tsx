import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  flashDepositText,
  formatMoneyOf,
  holdRequestSchema,
  type ApiFlash,
  type HoldRequest,
} from '@inkforge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorCode, errorFields, errorMessage } from '@/lib/api-error';
import { useBookingPage } from '../api/get-booking-page';
import { openTimesKey, useOpenTimes } from '../api/get-open-times';
import { publicFlashKey, usePublicFlash } from '../api/get-public-flash';
import { useHoldFlashTime } from '../api/hold-flash-time';
import { FlashChoice } from './flash-choice';
import { FlashSizeChoice } from './flash-size-choice';
import { HoldCountdown } from './hold-countdown';
import { HoldForm, type ClientDetails } from './hold-form';
import { timeLabel } from './open-time-days';
import { OpenTimesSection } from './open-times-section';
import { publicPageState } from './public-page-state';
import { forgetHold, keepHold, readHold } from './stored-hold';

const WINDOW_MS = 14 * 86_400_000;

/**
 * /flash/{username}: a client books one of the artist's flash designs: design, size, an open
 * time in the studio's zone, their details, then the deposit's checkout while the time is held.
 */
export function FlashBookingScreen({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const page = useBookingPage(username);
  const flash = usePublicFlash(username);
  const hold = useHoldFlashTime(username);
  // Back from a paid checkout (?booked=): the hold became a booking; its countdown is over.
  const [booked] = useState(() => {
    const paid = new URLSearchParams(window.location.search).has('booked');
    if (paid) forgetHold();
    return paid;
  });
  const [held, setHeld] = useState(() => readHold(username));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [variant, setVariant] = useState<number | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [next, setNext] = useState<string[]>([]);
  const [opened] = useState(() => Date.now());
  const [week, setWeek] = useState(0);
  const [invalid, setInvalid] = useState<Record<string, string>>({});

  const chosen = flash.data?.find((f) => f.id === chosenId) ?? null;
  const from = week === 0 ? undefined : new Date(opened + week * WINDOW_MS).toISOString();
  const times = useOpenTimes(
    username,
    chosen && variant !== null ? { flashId: chosen.id, variant, from } : null,
  );

  const choose = (f: ApiFlash) => {
    setChosenId(f.id);
    setVariant(f.variants.length === 1 ? 0 : null);
    setTime(null);
    setWeek(0);
    hold.reset();
  };
  const submit = (details: ClientDetails) => {
    if (!chosen || variant === null || !time || !page.data) return;
    const start = time;
    const body: HoldRequest = {
      flashId: chosen.id,
      variant,
      start,
      name: details.name,
      email: details.email,
      ...(details.phone.trim() ? { phone: details.phone } : {}),
      adult: details.adult,
      acceptPolicy: details.acceptPolicy,
      policyVersion: page.data.policyVersion,
    };
    // The server's own rules, checked here first so every missing field is named at once.
    const checked = holdRequestSchema.safeParse(body);
    setInvalid(
      Object.fromEntries(checked.error?.issues.map((i) => [String(i.path[0]), i.message]) ?? []),
    );
    if (!checked.success) return;
    hold.mutate(body, {
      onSuccess: (answer) => {
        keepHold({ ...answer, username, title: chosen.title, start });
        window.location.assign(answer.checkoutUrl);
      },
      onError: (error) => {
        const code = apiErrorCode(error);
        if (code === 'BOOKING_TIME_TAKEN' || code === 'BOOKING_TIME_NOT_OPEN') {
          setTime(null);
          setNext((errorFields(error).next ?? '').split(',').filter(Boolean));
          void queryClient.invalidateQueries({ queryKey: openTimesKey(username) });
        } else if (code === 'FLASH_SOLD_OUT' || code === 'FLASH_NOT_FOUND') {
          setChosenId(null);
          setNext([]);
          void queryClient.invalidateQueries({ queryKey: publicFlashKey(username) });
        }
      },
    });
  };

  const loading =
    publicPageState({
      query: page,
      what: 'the booking page',
      notFound: {
        code: 'BOOKING_NOT_FOUND',
        title: 'No booking page here',
        message: 'This artist is not taking bookings here.',
      },
    }) ?? publicPageState({ query: flash, what: 'the flash', notFound: NO_FLASH });

  let body: React.ReactNode;
  if (loading || !page.data || !flash.data) {
    body = loading;
  } else if (booked) {
    body = (
      <Alert color="green" title="Booked" role="status">
        Thank you. {page.data.artistName} has received your deposit and your time is booked. The
        confirmation is on its way to your e-mail.
      </Alert>
    );
  } else if (held) {
    body = <HoldCountdown hold={held} onEnded={() => setHeld(null)} />;
  } else if (flash.data.length === 0) {
    body = <Text>{page.data.artistName} has no flash to book right now.</Text>;
  } else {
    const size = chosen && variant !== null ? chosen.variants[variant] : undefined;
    body = (
      <Stack gap="lg">
        <Stack gap="xs" component="section" aria-labelledby="flash-designs-heading">
          <Title order={2} size="h4" id="flash-designs-heading">
            1. Choose a design
          </Title>
          <FlashChoice
            flash={flash.data}
            selectedId={chosenId}
            locale={page.data.locale}
            onChoose={choose}
          />
        </Stack>
        {chosen && (
          <Stack gap="xs" component="section" aria-labelledby="flash-when-heading">
            <Title order={2} size="h4" id="flash-when-heading">
              2. Size and time
            </Title>
            {chosen.description && <Text size="sm">{chosen.description}</Text>}
            <FlashSizeChoice
              flash={chosen}
              variant={variant}
              locale={page.data.locale}
              onChoose={(v) => {
                setVariant(v);
                setTime(null);
              }}
            />
            {variant !== null && (
              <OpenTimesSection
                query={times}
                value={time}
                week={week}
                onWeek={setWeek}
                onChoose={(iso) => {
                  setTime(iso);
                  hold.reset();
                }}
              />
            )}
          </Stack>
        )}
        {hold.isError && (
          <Alert color="orange" role="alert" title="Not held">
            <Text size="sm">{errorMessage(hold.error, 'The time could not be held.')}</Text>
            {next.length > 0 && (
              <Group gap="xs" mt="xs" aria-label="Next open times" role="group">
                {next.map((iso) => (
                  <Button key={iso} size="xs" variant="light" onClick={() => setTime(iso)}>
                    {timeLabel(iso)}
                  </Button>
                ))}
              </Group>
            )}
          </Alert>
        )}
        {chosen && size && (
          // Stays mounted when a time is refused, so the client's details are not typed twice.
          <Stack gap="xs" component="section" aria-labelledby="flash-details-heading">
            <Title order={2} size="h4" id="flash-details-heading">
              3. Your details
            </Title>
            <Text size="sm" fw={600} aria-live="polite">
              {chosen.title}, {size.sizeCm} cm ({formatMoneyOf(size.price, page.data.locale)})
              {time ? ` on ${timeLabel(time)}` : ': choose a time above'}
            </Text>
            {page.data.payOnline ? (
              <HoldForm
                depositText={
                  size.deposit
                    ? flashDepositText(size.deposit.cents, size.deposit.currency, page.data.locale)
                    : 'This size cannot be paid online: please ask the artist.'
                }
                policy={page.data.policy}
                submitting={hold.isPending}
                ready={time !== null}
                errors={{ ...errorFields(hold.error), ...invalid }}
                onSubmit={submit}
              />
            ) : (
              // No online payment (Stripe disconnected): no hold, no checkout; said in words.
              <Alert color="orange" role="status">
                {page.data.artistName} is not taking payments online at the moment. Contact the
                studio to book this design and pay at the studio.
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Container size="sm" px="md" py="lg" component="main">
      <Stack>
        <Title order={1} size="h2">
          {page.data ? `Book flash with ${page.data.artistName}` : 'Book flash'}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}

const NO_FLASH = {
  code: 'BOOKING_NOT_FOUND',
  title: 'No flash here',
  message: 'This artist is not taking bookings here.',
} as const;
