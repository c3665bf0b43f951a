/**
 * Screen-reader announcements for outcomes that appear without moving focus (a finished
 * generation, a failed upload). The shell renders the live regions; anything can call announce().
 */
export type Politeness = 'polite' | 'assertive';
type Listener = (message: string, politeness: Politeness) => void;

const listeners = new Set<Listener>();

export function announce(message: string, politeness: Politeness = 'polite'): void {
  for (const listener of listeners) listener(message, politeness);
}

export function onAnnounce(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
