const RELOADED_AT = 'inkforge:reloaded-after-deploy';

/**
 * A tab opened before a deploy asks for route chunks that no longer exist (Hosting answers 404
 * for a missing asset). Vite reports that as `vite:preloadError`; loading the page again picks
 * up the new release. Once a minute at most, so a real outage cannot loop.
 */
export function reloadWhenChunksAreStale(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
