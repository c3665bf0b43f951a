import { browserPopupRedirectResolver, type PopupRedirectResolver } from 'firebase/auth';

/** The popup/redirect machinery of Google sign-in, imported only by the calls that use it. */
export const googleResolver: PopupRedirectResolver = browserPopupRedirectResolver;
