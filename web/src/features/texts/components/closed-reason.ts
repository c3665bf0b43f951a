import type { ApiTextSettings, ApiTextThread } from '@inkforge/domain';
import { TEXTS_NOT_CONFIGURED } from './texts-not-configured';

/** Why the studio cannot text this client now, in words; null when it can. */
export function closedReason(
  clientName: string,
  settings: Pick<ApiTextSettings, 'configured' | 'enabled'>,
  thread: Pick<ApiTextThread, 'phone' | 'optedOut' | 'consent'>,
): string | null {
  if (!settings.configured) return TEXTS_NOT_CONFIGURED;
  if (!settings.enabled) return 'Texts are off for your studio: turn them on in Settings → Texts.';
  if (!thread.phone) return `${clientName} has no phone number to text: add one on their card.`;
  if (thread.optedOut) {
    return `${clientName} replied STOP: they get no texts from you until they reply START.`;
  }
  if (!thread.consent) {
    return `${clientName} has not agreed to texts: record their consent on their card, or ask them to tick the box on the booking or intake form.`;
  }
  return null;
}
