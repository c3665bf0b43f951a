import {
  depositCheckoutSchema,
  depositOutcomeSchema,
  depositRequestSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { limit } from '../http/rate-limit';
import { applyDepositOutcome } from './apply-outcome';
import { askDeposit } from './ask-deposit';
import { connectStatus, startConnectOnboarding } from './connect';
import type { DepositsDeps } from './deps';
import { getPublicDeposit, startDepositCheckout } from './public-deposit';

/**
 * Issue 27: the client's deposit page (no sign-in: the link's token is the key) and the
 * artist's Stripe Connect onboarding (ID token).
 */
export function depositRoutes(deps: DepositsDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  const uid = (res: Parameters<typeof authOf>[0]) => authOf(res).uid;

  // Per address, like the other private-link pages: guessing tokens costs the guesser.
  const publicForm = limit('publicForm', 'address');
  router.get('/public/deposits/:token', publicForm, async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json(await getPublicDeposit(deps, String(req.params.token)));
  });
  router.post('/public/deposits/:token/checkout', publicForm, async (req, res) => {
    const input = parseBody(depositCheckoutSchema, req.body);
    res.json(await startDepositCheckout(deps, String(req.params.token), input));
  });

  router.use('/profile/payments-connect', requireAuth);
  router.get('/profile/payments-connect', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await connectStatus(deps, uid(res)));
  });
  router.post('/profile/payments-connect', async (_req, res) => {
    res.json(await startConnectOnboarding(deps, uid(res)));
  });
  router.post('/appointments/:id/deposit-outcome', requireAuth, async (req, res) => {
    const input = parseBody(depositOutcomeSchema, req.body);
    res.json(await applyDepositOutcome(deps, uid(res), String(req.params.id), input));
  });
  router.post('/appointments/:id/deposit-request', requireAuth, async (req, res) => {
    const { amount } = parseBody(depositRequestSchema, req.body);
    res.status(201).json(await askDeposit(deps, uid(res), String(req.params.id), amount));
  });
  return router;
}
