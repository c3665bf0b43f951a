/**
 * Error codes of the questions sent to a client and of the offer (issue 46). Same shape as
 * ERRORS in ../errors.ts; `title` is the heading a screen shows above the message.
 */
export const DESIGN_REPLY_ERRORS = {
  QUESTIONS_NONE: {
    status: 400,
    title: 'No Questions',
    message: 'There are no questions to send. Write at least one, or draft a brief first.',
  },
  QUESTION_ROUNDS_FULL: {
    status: 409,
    title: 'Too Many Rounds',
    message: 'This request already has 5 rounds of questions. Write to the client instead.',
  },
  QUESTIONS_LINK_INVALID: {
    status: 404,
    title: 'Link Not Valid',
    message: 'This link has expired or was never sent. Ask your artist for a new one.',
  },
  QUESTIONS_ALREADY_ANSWERED: {
    status: 409,
    title: 'Already Answered',
    message: 'These questions were already answered. Your artist has your answers.',
  },
  ANSWERS_EMPTY: {
    status: 400,
    title: 'No Answers',
    message: 'Answer at least one question before sending.',
  },
  OFFER_DESIGN_NOT_FOUND: {
    status: 404,
    title: 'Design Not Found',
    message: 'That design is not in your gallery. Keep a concept or pick a design first.',
  },
  OFFER_NO_EMAIL: {
    status: 400,
    title: 'No E-mail',
    message: 'This request has no e-mail address to send the offer to.',
  },
  QUESTIONS_EMAIL_SUPPRESSED: {
    status: 409,
    title: 'Mail Not Delivered',
    message:
      "Mail to this client's address bounced or was marked as spam, so nothing more is sent to it. Check the address with the client, or write to them another way.",
  },
  OFFER_EMAIL_SUPPRESSED: {
    status: 409,
    title: 'Mail Not Delivered',
    message:
      "Mail to this client's address bounced or was marked as spam, so the offer was not sent and nothing was booked. Check the address with the client, or write to them another way.",
  },
} as const;
