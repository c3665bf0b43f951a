// The public pages' front door: what another area's server-rendered page (the studio's) reuses,
// so every public page has one head, one stylesheet, one form and one set of security headers.
export { esc, html, scriptJson } from './html';
export { openingHoursOf } from './opening-hours';
export { pageStyle } from './page-styles';
export { readPostedForm, withRefusal } from './form-state';
export { renderForm } from './render-form';
export { documentOf } from './render-page';
export { createPageApp } from './page-app';
export { EMPTY_FORM, type FormState } from './view';
