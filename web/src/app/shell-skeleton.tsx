import { Skeleton, Text } from '@mantine/core';
import { firstNameOf, type User } from '@inkforge/domain';
import { ContentSkeleton } from './content-skeleton';
import { greeting } from './shell/greeting';
import classes from './shell-skeleton.module.css';

const NAV_ROWS = 11;

/**
 * The first paint of a signed-in page: the header with the last known name and credits, the
 * sidebar's place and the screen's, while the shell's chunk arrives. Never a spinner alone.
 */
export function ShellSkeleton({ user }: { user: User }) {
  return (
    <>
      <header className={classes.header}>
        <Text fw={600} truncate>
          {greeting(user)}, {firstNameOf(user.displayName, user.email)}
        </Text>
        <Text fw={700} size="sm" aria-label="Credits">
          {user.creditsRemaining}
        </Text>
      </header>
      <nav className={classes.sidebar} aria-label="Sidebar">
        {Array.from({ length: NAV_ROWS }, (_, i) => (
          <Skeleton key={i} height={28} radius="sm" />
        ))}
      </nav>
      <main className={classes.main}>
        <ContentSkeleton />
      </main>
    </>
  );
}
