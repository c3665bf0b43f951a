import { answer, route } from '../api/route';
import { redeemPromoCodeRequestSchema } from './redeem-promo-code';
import type { RedeemPromoCodeResponse } from './promo-code';

/** Promo codes: one redemption per account, e-mail and device. */
export const promoRoutes = {
  redeem: route({
    method: 'POST',
    path: '/api/promo-code/redeem',
    access: 'artist',
    body: redeemPromoCodeRequestSchema,
    answer: answer<RedeemPromoCodeResponse>(),
  }),
};
