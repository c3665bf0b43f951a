import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLatch } from './use-latch';

/**
 * A dialog whose code downloads when it first opens, not with its screen. Once loaded it renders
 * closed for one commit, then open: a Mantine dialog records what had focus only when it goes
 * from closed to open, and gives focus back there when it closes.
 *
 * `isOpen` reads from the props whether the dialog is open; `closed` gives the props that render
 * it closed.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  closed: (props: P) => P,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function ClosedFirst(props: P) {
    const [ready, setReady] = useState(false);
    useEffect(() => setReady(true), []);
    return <Dialog {...(ready ? props : closed(props))} />;
  }
  return function LazyDialog(props: P) {
    const mounted = useLatch(isOpen(props));
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <ClosedFirst {...props} />
      </Suspense>
    );
  };
}
