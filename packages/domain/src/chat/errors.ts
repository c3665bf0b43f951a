/** Support-chat errors. Same shape as ERRORS so they merge into it. */
export const CHAT_ERRORS = {
  CHAT_MESSAGE_REQUIRED: { status: 400, message: 'Please type a message.' },
  CHAT_MESSAGE_TOO_LONG: { status: 400, message: 'Messages are at most 2000 characters.' },
  CHAT_UNAVAILABLE: {
    status: 503,
    message: 'Sorry, I encountered an error. Please try again.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
