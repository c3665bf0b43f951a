import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { routeAt, routeModules, type RouteName } from './route-modules';

const PRODUCT = 'InkForge';
// A screen may draw its heading after its data arrives; look for it this long (about 3 s).
const HEADING_WAIT_FRAMES = 180;

/** The pages a client opens signed out, from the artist's links: titled as themselves. */
const OPEN: readonly RouteName[] = [
  'terms',
  'resetPassword',
  'intake',
  'approve',
  'questions',
  'book',
  'bookFlash',
  'deposit',
  'healedPhoto',
  'bookings',
];

export function titleOf(pathname: string, signedIn: boolean): string {
  const route = routeAt(pathname);
  // Signed out, every other path is the login screen.
  const shown = signedIn || OPEN.includes(route) ? route : 'login';
  return `${routeModules[shown].title} · ${PRODUCT}`;
}

/** Focuses the new screen's h1 so keyboard and screen-reader users start at its top. */
function focusHeading(): () => void {
  let frames = 0;
  let frame = 0;
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    } else if (frames++ < HEADING_WAIT_FRAMES) {
      frame = requestAnimationFrame(attempt);
    }
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/** Per-screen tab title (WCAG 2.4.2) and focus on the page heading after a navigation. */
export function usePageChange(signedIn: boolean, loading: boolean): void {
  const { pathname } = useLocation();
  const firstScreen = useRef(true);

  useEffect(() => {
    if (!loading) document.title = titleOf(pathname, signedIn);
  }, [pathname, signedIn, loading]);

  useEffect(() => {
    // The first screen of a page load keeps the browser's own focus (the top of the document).
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    return focusHeading();
  }, [pathname]);
}
