import { useQueryClient } from '@tanstack/react-query';
import { studioFormatters, type StudioFormatters, type User } from '@inkforge/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { userQueryKey } from './query-keys';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The studio's money and dates on every screen: the signed-in artist's currency, locale and
 * zone (Settings → Profile), read from the user the app already holds in its cache. It only
 * watches the cache: adding a query here would let its options replace the user query's own.
 */
export function useStudioFormat(): StudioFormatters {
  const queryClient = useQueryClient();
  const user = useSyncExternalStore(
    (notify) => queryClient.getQueryCache().subscribe(notify),
    () => queryClient.getQueryData<User | null>(userQueryKey),
  );
  const currency = user?.currency;
  const locale = user?.locale;
  const timeZone = user?.timezone ?? browserZone();
  return useMemo(
    () => studioFormatters({ currency, locale, timeZone }),
    [currency, locale, timeZone],
  );
}
