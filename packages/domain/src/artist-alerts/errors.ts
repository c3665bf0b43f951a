/** Issue 44, Deliver 8: the artist's own alerts outside the app. */
export const ARTIST_ALERT_ERRORS = {
  ALERT_QUIET_HOURS_INVALID: {
    status: 400,
    message: 'Quiet hours need a start and an end as HH:MM, e.g. 21:00 and 08:00.',
  },
  PUSH_NOT_CONFIGURED: {
    status: 503,
    message:
      'Push notifications are not set up on this server, so alerts come by e-mail only. Nothing was changed.',
  },
  PUSH_SUBSCRIPTION_INVALID: {
    status: 400,
    message:
      "This browser's push subscription is not valid (it needs an https endpoint and its keys). Turn push off and on again.",
  },
} as const;
