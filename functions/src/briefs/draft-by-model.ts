import {
  MAX_BRIEF_QUESTION_LENGTH,
  MAX_BRIEF_QUESTIONS,
  TATTOO_COLOURS,
  briefSizeCm,
} from '@inkforge/domain';
import { z } from 'zod';
import type { ChatModel } from '../adapters/chat-model';
import type { BriefRequest } from './briefs.repository';
import type { DraftedFields } from './drafted-fields';

const INSTRUCTIONS = [
  'You help a tattoo artist read a client request before a consultation.',
  'Answer with one JSON object and nothing else, with exactly these keys:',
  '"subject" (what the tattoo shows, one sentence), "style" (the tattoo style in plain words,',
  'empty when the client gave none), "placement" (where on the body), "sizeCm" (a number of',
  'centimetres), "colour" ("colour" or "black_and_grey"), "questions" (at most',
  `${MAX_BRIEF_QUESTIONS} short questions to the client about what is unclear or missing).`,
  'Never name a living artist or illustrator, even when the client does: describe the style.',
  'Write questions to the client directly, in the language of the request.',
].join(' ');

/** What the model must answer; a reply that is not this is a failed draft (refunded). */
const modelBriefSchema = z.object({
  subject: z.string().trim().min(1).max(300),
  style: z.string().trim().max(120),
  placement: z.string().trim().min(1).max(100),
  sizeCm: briefSizeCm,
  colour: z.enum(TATTOO_COLOURS),
  questions: z
    .array(z.string().trim().min(1).max(MAX_BRIEF_QUESTION_LENGTH))
    .transform((list) => list.slice(0, MAX_BRIEF_QUESTIONS)),
});

/** The reply's JSON object, with or without a code fence around it. */
function jsonOf(reply: string): unknown {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    return JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** Thrown when the model gave nothing usable: the caller refunds and says so. */
export class DraftFailed extends Error {}

/**
 * The brief through the chat model with a JSON answer. The model reads the request's words,
 * answers, size, placement and colour, and how many reference photos came (the chat adapter
 * carries text only). Anything but a valid brief is a failure.
 */
export async function draftByModel(
  model: ChatModel,
  request: BriefRequest,
  caller: string,
): Promise<DraftedFields> {
  const facts = {
    idea: request.idea,
    placement: request.placement,
    sizeCm: request.sizeCm,
    colour: request.colour,
    answers: request.answers.map((a) => ({ question: a.question, answer: a.answer })),
    referencePhotos: request.imageCount,
  };
  const reply = await model
    .complete(
      [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: JSON.stringify(facts) },
      ],
      caller,
    )
    .catch((err: unknown) => {
      throw new DraftFailed(err instanceof Error ? err.message : 'model call failed');
    });
  const parsed = modelBriefSchema.safeParse(jsonOf(reply.text));
  if (!parsed.success) throw new DraftFailed('the model answered no valid brief');
  return parsed.data;
}
