import type { ActionMode } from '../action-link';
import type { ActionCodeCheck } from '../api/check-action-code';

export interface ActionCodeTexts {
  title: string;
  ask: (check: ActionCodeCheck) => string;
  confirm: string;
  doneTitle: string;
  done: (check: ActionCodeCheck) => string;
  /** The button on the done screen; it goes where the link continues (login by default). */
  next: string;
}

/** What each e-mail link that applies a code says, before and after. */
export const ACTION_CODE_TEXTS: Record<Exclude<ActionMode, 'resetPassword'>, ActionCodeTexts> = {
  verifyEmail: {
    title: 'Verify Your Email',
    ask: ({ email }) => `Confirm that ${email} is your e-mail address.`,
    confirm: 'Verify Email',
    doneTitle: 'Email Verified',
    done: ({ email }) => `Thank you: ${email} is verified.`,
    next: 'Continue',
  },
  recoverEmail: {
    title: 'Restore Your Email Address',
    ask: ({ email, previousEmail }) =>
      `The sign-in e-mail of your account was changed to ${previousEmail}. If you did not ask for this, change it back to ${email}.`,
    confirm: 'Restore Email',
    doneTitle: 'Email Address Restored',
    done: ({ email }) =>
      `You sign in with ${email} again. If you did not change it yourself, someone may know your password: reset it now.`,
    next: 'Back to Login',
  },
  verifyAndChangeEmail: {
    title: 'Confirm Your New Email',
    ask: ({ email, previousEmail }) =>
      `Change the sign-in e-mail of your account from ${previousEmail} to ${email}.`,
    confirm: 'Change Email',
    doneTitle: 'Email Address Changed',
    done: ({ email }) => `Your e-mail address is now ${email}. Sign in with it from now on.`,
    next: 'Sign In',
  },
};
