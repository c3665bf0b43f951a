import { emailLocalPart } from '../names';

const DOT_BLIND_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, so aliases of one person compare equal: lower case, no
 * '+tag', and for Gmail no dots and one domain. Used to stop a re-registered e-mail from
 * redeeming a promo code twice.
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = emailLocalPart(lower).split('+')[0] ?? '';
  let domain = lower.slice(at + 1);
  if (DOT_BLIND_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
