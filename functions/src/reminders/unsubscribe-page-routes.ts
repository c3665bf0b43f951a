import { userUnderStudio } from '@inkforge/domain';
import type { Request, Response } from 'express';
import { AppError } from '../app-error';
import type { MailDeps } from './deps';
import {
  renderUnsubscribeAsk,
  renderUnsubscribeGone,
  renderUnsubscribed,
  unsubscribeArtistOf,
} from './unsubscribe-page';

/**
 * An unknown or expired link: a page in words for a browser, the usual JSON refusal for
 * anything else (a mail app's or a script's call).
 */
function gone(req: Request, res: Response): void {
  const error = new AppError('UNSUBSCRIBE_LINK_INVALID');
  res.status(404);
  if (req.accepts(['json', 'html']) === 'html') {
    res.type('html').send(renderUnsubscribeGone(error.message));
  } else {
    res.json({ error: error.code, message: error.message });
  }
}

/** The artist as the mail showed them: a studio member under the studio's name. */
async function artistOf(deps: MailDeps, facts: { artist: Record<string, unknown>; uid: string }) {
  return unsubscribeArtistOf(userUnderStudio(facts.artist, await deps.studios.of(facts.uid)));
}

/**
 * The List-Unsubscribe link opened in a browser (a mail app without one-click, or a client's
 * click): a page in words. The GET only shows; the page's form POSTs to `/confirm`, which
 * answers a page too (the link's own POST stays RFC 8058's one-click, answering JSON).
 */
export async function showUnsubscribePage(
  deps: MailDeps,
  token: string,
  req: Request,
  res: Response,
): Promise<void> {
  const facts = await deps.delivery.unsubscribeLink(token);
  if (!facts) return gone(req, res);
  const action = `/api/public/unsubscribe/${encodeURIComponent(token)}/confirm`;
  res.status(200).type('html');
  res.send(renderUnsubscribeAsk(await artistOf(deps, facts), facts.mailClass, action));
}

/** The page's button: unsubscribes, then says so. */
export async function confirmUnsubscribe(
  deps: MailDeps,
  token: string,
  req: Request,
  res: Response,
): Promise<void> {
  const facts = await deps.delivery.unsubscribeLink(token);
  if (!facts || !(await deps.delivery.unsubscribe(token, deps.clock()))) return gone(req, res);
  res.status(200).type('html');
  res.send(renderUnsubscribed(await artistOf(deps, facts), facts.mailClass));
}
