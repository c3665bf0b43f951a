export const TEXT_ERRORS = {
  TEXT_TEMPLATE_TOO_LONG: {
    status: 400,
    title: 'Text Too Long',
    message:
      'This text would need more than 3 text messages (segments) to send. Shorten it, or remove emoji and special characters, which make each segment hold 70 characters instead of 160.',
  },
} as const;
