/** A billing date as the plan screens write it, e.g. "23 Dec 2026". */
export const billingDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
