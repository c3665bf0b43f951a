import { useWindowEvent } from '@mantine/hooks';
import { useRef, useState } from 'react';

/** Scrolled this far in one direction before the launcher moves, so a jitter does not flicker it. */
const STEP_PX = 12;

/**
 * True while the reader scrolls down through a page: the floating chat button steps aside so
 * it never sits on the prices, badges or calendar text passing under it. Scrolling up, resting
 * at the page's end (where the page keeps room for it) or the top brings it back.
 */
export function useTuckedOnScroll(): boolean {
  const [tucked, setTucked] = useState(false);
  const last = useRef(0);
  useWindowEvent('scroll', () => {
    const y = window.scrollY;
    const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 4;
    if (y <= 0 || atEnd) setTucked(false);
    else if (y - last.current > STEP_PX) setTucked(true);
    else if (last.current - y > STEP_PX) setTucked(false);
    else return;
    last.current = y;
  });
  return tucked;
}
