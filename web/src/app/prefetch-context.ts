import { createContext, useContext } from 'react';

/**
 * Starts downloading a screen (and the shell it sits in) before it is needed: on hover, focus,
 * or when the person starts on the sign-in form. Given by the entry (app-routes.tsx): the screens
 * and the shell are loaded lazily by the very code that prefetches, so they cannot import it.
 */
export const PrefetchContext = createContext<(to: string) => void>(() => undefined);

export const usePrefetch = () => useContext(PrefetchContext);
