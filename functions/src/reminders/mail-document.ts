/** Every value a mail shows is escaped in its HTML part. */
export const escapeMailHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The HTML document around a client mail's body: the phone viewport (without it a phone's mail
 * app lays the mail out at desktop width; issue 49), the subject as its title, one narrow column.
 */
export function mailDocument(subject: string, body: readonly string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMailHtml(subject)}</title></head>`,
    '<body style="margin: 0; padding: 0; font-family: sans-serif; line-height: 1.5; color: #111111">',
    '<div style="max-width: 600px; margin: 0 auto; padding: 16px">',
    ...body,
    '</div>',
    '</body></html>',
  ].join('\n');
}
