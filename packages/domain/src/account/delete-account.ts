// Deleting an account, apart from the request's schema: the screen that asks for the word needs
// it, not the validation library.

/** The word an artist types to confirm that their account and all its data go. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

export interface DeleteAccountResponse {
  message: string;
}
