import type { TextStatus } from '@inkforge/domain';

/** What the artist reads under a text the studio sent: its status in words, never a colour. */
const WORDS: Record<TextStatus, string> = {
  pending: 'Waiting to send',
  held: 'Held',
  queued: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered — sent by e-mail instead',
  failed: 'Not delivered — sent by e-mail instead',
  received: 'Received',
  skipped: 'Not texted — sent by e-mail instead',
};

/** The status, with the server's reason in words when it gave one ("Held: quiet hours"). */
export function textStatusWords(status: string, reason: string | null): string {
  const words = WORDS[status as TextStatus] ?? status;
  const withReason = status === 'pending' || status === 'held' || status === 'skipped';
  return withReason && reason ? `${words}: ${reason}` : words;
}
