import { Router, type Response } from 'express';
import { AppError } from '../app-error';
import type { MailDeps } from './deps';
import {
  renderUnsubscribeAsk,
  renderUnsubscribeGone,
  renderUnsubscribed,
  unsubscribeArtistOf,
} from './unsubscribe-page';

// Mounted under the api's `/api` router, as every area's routes are.
const PATH = '/public/unsubscribe/:token';
const CONFIRM = `${PATH}/confirm`;

function gone(res: Response) {
  res.status(404).set('Cache-Control', 'no-store').type('html');
  res.send(renderUnsubscribeGone(new AppError('UNSUBSCRIBE_LINK_INVALID').message));
}

/**
 * The List-Unsubscribe link opened in a browser (a mail app without one-click, or a client's
 * click): a page in words. The GET only shows; the page's form POSTs to `/confirm`, which
 * answers a page too (the link's own POST stays RFC 8058's one-click, answering JSON).
 */
export function unsubscribePageRoutes(deps: MailDeps): Router {
  const router = Router();
  router.get(PATH, async (req, res, next) => {
    try {
      const facts = await deps.delivery.unsubscribeLink(String(req.params.token));
      if (!facts) return gone(res);
      const action = `/api/public/unsubscribe/${encodeURIComponent(String(req.params.token))}/confirm`;
      res.status(200).set('Cache-Control', 'no-store').type('html');
      res.send(renderUnsubscribeAsk(unsubscribeArtistOf(facts.artist), facts.mailClass, action));
    } catch (err) {
      next(err);
    }
  });
  router.post(CONFIRM, async (req, res, next) => {
    try {
      const token = String(req.params.token);
      const facts = await deps.delivery.unsubscribeLink(token);
      if (!facts || !(await deps.delivery.unsubscribe(token, deps.clock()))) return gone(res);
      res.status(200).set('Cache-Control', 'no-store').type('html');
      res.send(renderUnsubscribed(unsubscribeArtistOf(facts.artist), facts.mailClass));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
