import classes from './skip-link.module.css';

export const MAIN_ID = 'main-content';

/** WCAG 2.4.1: the first tab stop jumps past the header and the sidebar to the screen itself. */
export function SkipLink() {
  return (
    <a className={classes.skip} href={`#${MAIN_ID}`}>
      Skip to content
    </a>
  );
}
