import { createHash } from 'node:crypto';

/** Put in by build.mjs: browser/form-enhance.ts, bundled and minified. */
declare const __FORM_SCRIPT__: string | undefined;

/**
 * The request form's enhancement, the pages' only script. Run from source (unit tests) there is
 * none and the pages are the script-free form alone, as a browser without JavaScript has them.
 */
export const FORM_SCRIPT = typeof __FORM_SCRIPT__ === 'string' ? __FORM_SCRIPT__ : '';

/** Named by its content: a browser keeps it a year, and a new build is a new address. */
export const FORM_SCRIPT_PATH = FORM_SCRIPT
  ? `/book/-/form.${createHash('sha256').update(FORM_SCRIPT).digest('hex').slice(0, 12)}.js`
  : '';
