/**
 * Browser storage that never throws: private modes and locked-down browsers reject access, and a
 * missing flag must behave like an unset one.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the flag is a convenience, the app works without it.
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Same as above.
  }
}

/** Keys the spec names. */
export const storageKeys = {
  demoToken: 'demo-token',
  sessionBackup: 'inkforge-session-backup',
  selectedPlan: 'selectedPlan',
  consentEmail: 'consentEmail',
  consentName: 'consentName',
  promoSeen: 'promo_code_modal_seen',
  promoDismissed: 'promo_code_modal_dismissed',
  cameFromCheckout: 'came_from_checkout',
  /** Set just before a Google redirect sign-in, so only that page load reads its result. */
  googleRedirectPending: 'inkforge-google-redirect',
  /** Set while Firebase reports a signed-in user, so a later page load knows to restore it. */
  firebaseSignedIn: 'inkforge-firebase-signed-in',
  /** A client's flash hold while they pay (one per artist page), so coming back shows it. */
  flashHold: 'inkforge-flash-hold',
  /** Where the consent step after a sign-up goes back to (a studio invitation's page). */
  afterConsent: 'inkforge-after-consent',
  /** Issue 45: the supplies of the last session recorded on this device ("Same as last time"). */
  lastSessionSupplies: 'inkforge-last-session-supplies',
} as const;
