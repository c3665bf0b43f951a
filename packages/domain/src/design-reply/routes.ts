import { answer, route } from '../api/route';
import {
  questionAnswersSchema,
  sendQuestionsSchema,
  type QuestionsLinkView,
  type SentQuestions,
} from './client-questions';
import { sendOfferSchema, type SentOffer } from './offer';

/** A client's link is public by design: the unguessable token is the key. */
const CLIENT_LINK = { rule: 'publicForm', per: 'address' } as const;

/**
 * Issue 46: the artist sends a request's questions and, later, the offer; the client answers
 * the questions at /questions/{token} (no sign-in).
 */
export const designReplyRoutes = {
  sendQuestions: route({
    method: 'POST',
    path: '/api/booking-requests/:id/questions',
    access: 'artist',
    body: sendQuestionsSchema,
    answer: answer<SentQuestions>(),
  }),
  openQuestions: route({
    method: 'GET',
    path: '/api/questions/:token',
    access: 'public',
    limit: CLIENT_LINK,
    cache: 'no-store',
    answer: answer<QuestionsLinkView>(),
  }),
  answerQuestions: route({
    method: 'POST',
    path: '/api/questions/:token',
    access: 'public',
    body: questionAnswersSchema,
    limit: CLIENT_LINK,
    answer: answer<QuestionsLinkView>(),
  }),
  sendOffer: route({
    method: 'POST',
    path: '/api/booking-requests/:id/offer',
    access: 'artist',
    body: sendOfferSchema,
    answer: answer<SentOffer>(),
  }),
};
