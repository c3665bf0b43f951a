import net from 'node:net';

/** The port contract of docs/architecture.md. */
export const DEFAULT_PORTS = Object.freeze({
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  tasks: 9499,
  hub: 4400,
  logging: 4500,
  vite: 5173,
  // The mail catcher (maildev): SMTP for the functions, a web inbox and REST API for people and tests.
  smtp: 1025,
  mailInbox: 1080,
  // The Twilio twin (sms-twin.mjs): the SDK's API, a web inbox of texts and a REST API.
  smsInbox: 1090,
});

/**
 * A stack given other ports keeps the mail catcher beside them: a port not given moves with
 * the hosting port, so two stacks never fight over 1025, 1080 and 1090.
 */
export function resolvePorts(overrides = {}) {
  const shift = (overrides.hosting ?? DEFAULT_PORTS.hosting) - DEFAULT_PORTS.hosting;
  return {
    ...DEFAULT_PORTS,
    smtp: DEFAULT_PORTS.smtp + shift,
    mailInbox: DEFAULT_PORTS.mailInbox + shift,
    smsInbox: DEFAULT_PORTS.smsInbox + shift,
    ...overrides,
  };
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

/** Fails fast with a readable message instead of a half-started stack. */
export async function assertPortsFree(ports, names) {
  const busy = [];
  for (const name of names) {
    if (!(await isFree(ports[name]))) busy.push(`${name} ${ports[name]}`);
  }
  if (busy.length) {
    throw new Error(
      `Ports already in use: ${busy.join(', ')}. Is another local stack running? ` +
        '(see "Troubleshooting" in docs/local-stack.md)',
    );
  }
}
