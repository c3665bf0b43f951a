import './app/theme/mantine-styles';
import './app/theme/touch-targets.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRoute } from './app/route-modules';
import { reloadWhenChunksAreStale } from './lib/reload-after-deploy';

reloadWhenChunksAreStale();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The screen's chunk downloads while Firebase restores the session, not after it.
prefetchRoute(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
