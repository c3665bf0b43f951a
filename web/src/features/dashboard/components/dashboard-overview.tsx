import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { planLabel, type User } from '@inkforge/domain';
import { useToday } from '../api/get-today';
import { greetingFor, greetingName } from '../greeting';
import { AccountLine } from './account-line';
import { AiModelAlert } from './ai-model-alert';
import { DaySessions } from './day-sessions';
import { NextSessionCard } from './next-session-card';
import { QuickActions } from './quick-actions';
import { SetUpCard } from './set-up-card';
import { WaitingCard } from './waiting-card';
import { WeekMoneyCard } from './week-money-card';

// Only a first day asks the studio's questions: their form (a select, the country list) loads
// then, not on every artist's cold load.
const StudioSetUpCard = lazy(() =>
  import('./studio-set-up-card').then((m) => ({ default: m.StudioSetUpCard })),
);

interface Props {
  user: User;
  now?: Date;
  /** What other areas add after the week's money (the texts count), composed by the route. */
  extra?: ReactNode;
}

/**
 * The first screen is today (issue 47): the next session (or, on a first day, the set-up
 * steps), the rest of today and tomorrow, what waits, the week's money; credits and plan in
 * one line. On a 390-px phone the next session sits in the first screen.
 */
export function DashboardOverview({ user, now = new Date(), extra }: Props) {
  const today = useToday();
  const day = today.data;
  const studioAsked = day?.setUp.steps.some((s) => s.key === 'studio' && !s.done);
  const setUp = day && !day.setUp.complete && (
    <>
      {studioAsked && <StudioSetUpCard user={user} />}
      <SetUpCard setUp={day.setUp} />
    </>
  );
  // One swap from the placeholder to the whole day, nothing drawn below it before: the account
  // line and quick actions used to sit under the placeholder and jump off the phone's screen
  // when the day arrived (layout shift 0.39). A first day's lazy set-up form waits inside it.
  const placeholder = <Skeleton h={200} radius="md" />;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {greetingFor(now.getHours())}, {greetingName(user)}
      </Title>
      {today.isPending ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          {today.isError && (
            <Card withBorder>
              <Text c="red">Failed to load today. Check your connection and reload.</Text>
            </Card>
          )}
          {day && (
            <>
              {day.next ? (
                <NextSessionCard session={day.next} day={day} />
              ) : (
                (setUp ?? (
                  <Card withBorder component="section" aria-labelledby="next-session-heading">
                    <Title order={2} size="h5" c="dimmed" id="next-session-heading">
                      Next session
                    </Title>
                    <Text>Nothing booked ahead.</Text>
                  </Card>
                ))
              )}
              {day.next && setUp}
              <DaySessions day={day} />
              <WaitingCard day={day} />
              <WeekMoneyCard day={day} />
            </>
          )}
          <AccountLine
            credits={user.creditsRemaining}
            plan={day?.account.plan ?? planLabel(user)}
          />
          <AiModelAlert isAdmin={user.role === 'admin'} />
          <QuickActions />
          {/* Last: it answers its own query, and whatever arrives late moves nothing below. */}
          {extra}
        </Suspense>
      )}
    </Stack>
  );
}
