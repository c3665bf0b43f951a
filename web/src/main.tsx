import './app/theme/mantine-styles';
import './app/theme/touch-targets.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRoute, prefetchRouteData } from './app/prefetch';
import { createQueryClient } from './lib/query-client';
import { registerAppWorker } from './lib/app-worker';
import { reloadWhenChunksAreStale } from './lib/reload-after-deploy';

reloadWhenChunksAreStale();
registerAppWorker();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The screen's chunk downloads while Firebase restores the session, not after it, and its data
// starts as soon as the session is back, beside /api/auth/me.
const queryClient = createQueryClient();
prefetchRoute(window.location.pathname);
prefetchRouteData(window.location.pathname, queryClient).catch(() => {
  // The screen's own query asks again and shows its error.
});

// The first render as a transition: React yields to the browser every few milliseconds instead
// of holding a phone's main thread for the whole shell and screen (Lighthouse's blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
