// Promo codes apart from their schemas: the card that takes one needs these, not the validation
// library.

/** Promo codes are at most 20 characters. */
export const PROMO_CODE_MAX_LENGTH = 20;

export interface RedeemPromoCodeResponse {
  message: string;
  code: string;
  creditsAdded: number;
  creditsRemaining: number;
}

export function promoRedeemedMessage(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'} added to your account.`;
}
