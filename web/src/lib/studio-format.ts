import { useQueryClient } from '@tanstack/react-query';
import { studioFormatters, type StudioFormatters, type User } from '@inkforge/domain';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { userQueryKey } from './query-keys';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const SEP = '\u0000';

/**
 * The studio's money and dates on every screen: the signed-in artist's currency, locale and
 * zone (Settings → Profile), read from the user the app already holds in its cache. It only
 * watches the cache: adding a query here would let its options replace the user query's own.
 * The snapshot is the three settings as one string, kept while no user is cached: a screen
 * re-renders only when the format changes, never on other cache events, and a logout that
 * clears the cache does not re-render (and so refetch) the screen it is leaving.
 */
export function useStudioFormat(): StudioFormatters {
  const queryClient = useQueryClient();
  const last = useRef(`${SEP}${SEP}${browserZone()}`);
  const key = useSyncExternalStore(
    (notify) => queryClient.getQueryCache().subscribe(notify),
    () => {
      const user = queryClient.getQueryData<User | null>(userQueryKey);
      if (user) {
        last.current = [user.currency ?? '', user.locale ?? '', user.timezone ?? browserZone()].join(
          SEP,
        );
      }
      return last.current;
    },
  );
  return useMemo(() => {
    const [currency, locale, timeZone] = key.split(SEP);
    return studioFormatters({
      currency: (currency || undefined) as User['currency'],
      locale: (locale || undefined) as User['locale'],
      timeZone: timeZone || browserZone(),
    });
  }, [key]);
}
