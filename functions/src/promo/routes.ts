import { redeemPromoCodeRequestSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { redeemPromoCode, type PromoDeps } from './redeem-promo-code';

export function promoRoutes(deps: PromoDeps, requireAuth: RequestHandler): Router {
  const router = Router();

  router.post('/promo-code/redeem', requireAuth, async (req, res) => {
    const input = parseBody(redeemPromoCodeRequestSchema, req.body);
    res.json(await redeemPromoCode(deps, authOf(res), input));
  });

  return router;
}
