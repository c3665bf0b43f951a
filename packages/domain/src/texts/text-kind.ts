/** Every text in or out has one kind; the planned outbound ones have a template each. */
export const TEXT_KINDS = [
  'booking_confirmation',
  'reminder',
  'moved',
  'cancelled',
  'intake_link',
  'reply',
  'auto',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** The kinds the studio plans from a booking change; their wording is in Settings → Texts. */
export const TEMPLATED_TEXT_KINDS = [
  'booking_confirmation',
  'reminder',
  'moved',
  'cancelled',
  'intake_link',
] as const satisfies readonly TextKind[];
export type TemplatedTextKind = (typeof TEMPLATED_TEXT_KINDS)[number];

export const TEXT_STATUSES = [
  'pending',
  'held',
  'queued',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'received',
  'skipped',
] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

export type TextEncoding = 'GSM-7' | 'UCS-2';
export type TextDirection = 'out' | 'in';
