/** Text for HTML content and quoted attribute values. */
export function esc(value: string | number): string {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** JSON inside a <script> element: `<` can never close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Joins the parts of a fragment, leaving out the empty ones. */
export const html = (...parts: (string | false | null | undefined)[]) =>
  parts.filter(Boolean).join('');
