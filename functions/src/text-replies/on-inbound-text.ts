import { toE164 } from '../phone-numbers';
import { helpAnswer, optedInAnswer, optedOutAnswer } from './auto-answers';
import type { TextRepliesDeps } from './deps';
import { inboundBell } from './inbound-bell';
import type { InboundText } from './inbound.repository';
import { replyIntentOf } from './reply-words';

/**
 * A client's text, as the webhook hands it over once Twilio's signature is verified. It goes
 * to the studio that last texted this phone (textRoutes, written by every send): a reply to
 * the shared sending number has no other owner. With no route nobody can be told, so it is
 * logged and left unanswered (an auto answer would come from no studio).
 */
export function onInboundText(deps: Pick<TextRepliesDeps, 'inbound' | 'sendNow' | 'logger'>) {
  return async (msg: InboundText): Promise<void> => {
    const from = toE164(msg.from, undefined) ?? msg.from;
    const route = await deps.inbound.findRoute(from);
    if (!route) {
      deps.logger.warn('texts.inbound_unrouted', { sid: msg.sid });
      return;
    }
    const { uid, clientId } = route;
    const { intent, word } = replyIntentOf(msg.body);
    const studio = await deps.inbound.studio(uid);
    const recorded = await deps.inbound.record({
      uid,
      clientId,
      text: { ...msg, from },
      intent,
      word,
      bell: inboundBell(from, msg.body, clientId, studio.style),
    });
    if (recorded.duplicate) return;
    deps.logger.info('texts.inbound_recorded', { uid, sid: msg.sid, action: recorded.action });
    const answer =
      intent === 'stop'
        ? optedOutAnswer(studio.name)
        : intent === 'start'
          ? optedInAnswer(studio.name)
          : intent === 'help'
            ? helpAnswer(studio.name)
            : null;
    if (!answer) return;
    // Keyed by the message answered: a redelivered webhook never sends a second answer.
    await deps.sendNow(uid, {
      id: `auto-${msg.sid}`,
      clientId: recorded.clientId,
      to: from,
      body: answer,
      kind: 'auto',
      appointmentId: null,
    });
  };
}
