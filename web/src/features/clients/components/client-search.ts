import type { ApiClient } from '@inkforge/domain';

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The /clients search box: a client matches when the name or e-mail contains the text (any
 * case), or the phone contains its digits (so '333 123' finds '+39 333-1234').
 */
export function matchesSearch(client: Pick<ApiClient, 'name' | 'email' | 'phone'>, query: string) {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  if (client.name.toLowerCase().includes(text)) return true;
  if (client.email?.toLowerCase().includes(text)) return true;
  const wanted = digits(text);
  return wanted.length > 0 && digits(client.phone ?? '').includes(wanted);
}
