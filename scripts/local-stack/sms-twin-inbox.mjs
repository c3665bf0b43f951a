// The SMS twin's web inbox (like maildev's): every text grouped by the client's phone number,
// newest conversation first, each thread oldest first, as a phone shows it.

const escape = (s) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** `messages`: the REST API's view of every text, oldest first; `failing`: numbers told to fail. */
export function renderInbox(messages, failing) {
  const threads = new Map();
  for (const m of messages) {
    const phone = m.direction === 'inbound' ? m.from : m.to;
    threads.set(phone, [...(threads.get(phone) ?? []), m]);
  }
  const ordered = [...threads.entries()].sort(
    ([, a], [, b]) => Date.parse(b.at(-1).at) - Date.parse(a.at(-1).at),
  );
  const thread = ([phone, list]) => `
  <section aria-labelledby="n-${escape(phone.slice(1))}">
    <h2 id="n-${escape(phone.slice(1))}">${escape(phone)}${
      failing.includes(phone) ? ' <small>(told to fail: texts end undelivered)</small>' : ''
    }</h2>
    <ol>${list
      .map(
        (m) => `
      <li class="${m.direction}">
        <p class="meta">${m.direction === 'inbound' ? 'From the client' : `To the client, from ${escape(m.from ?? 'the Messaging Service')}`}
          · <time datetime="${escape(m.at)}">${escape(m.at.replace('T', ' ').slice(0, 19))} UTC</time>
          · <span>${escape(m.status)}${m.errorCode ? ` (error ${escape(m.errorCode)})` : ''}</span></p>
        <p class="body">${escape(m.body)}</p>
      </li>`,
      )
      .join('')}
    </ol>
  </section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Texts · InkForge SMS twin</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 44rem; padding: 1rem; color: #1a1a1a; }
  ol { list-style: none; padding: 0; }
  li { border-radius: 12px; padding: 0.5rem 0.75rem; margin: 0.5rem 0; max-width: 85%; }
  li.outbound { background: #dbeafe; margin-left: auto; }
  li.inbound { background: #ececec; }
  .meta { font-size: 0.8rem; margin: 0; color: #333; }
  .body { margin: 0.25rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  code { background: #f3f3f3; padding: 0 0.25rem; }
</style>
</head>
<body>
<main>
<h1>Texts</h1>
<p>Every text the app sent through this Twilio twin, per phone number. The page reloads when
a new text arrives. Reply as a client with <code>POST /api/messages/inbound</code>
<code>{"from": "+447700900123", "body": "C"}</code>; see docs/local-stack.md.</p>
${ordered.length ? ordered.map(thread).join('') : '<p>No texts yet.</p>'}
</main>
<script>
  // Reload when the count of texts changes (not on a timer: a reader is never interrupted for nothing).
  const seen = ${messages.length};
  setInterval(async () => {
    const res = await fetch('/api/messages').catch(() => null);
    if (res?.ok && (await res.json()).length !== seen) location.reload();
  }, 3000);
</script>
</body>
</html>
`;
}
