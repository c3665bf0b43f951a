import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firebaseConfigFor } from './firebase-config.mjs';
import { hasJava21 } from './java.mjs';
import { assertPortsFree, DEFAULT_PORTS, resolvePorts } from './ports.mjs';
import { ensureSigningKey } from './signing-key.mjs';
import { LOCAL_TWILIO } from './sms-twin.mjs';
import { ensureVapidKeys } from './vapid-keys.mjs';
import { ROOT, runToEnd, startProcess, stopProcess } from './processes.mjs';
import { httpGet, waitFor } from './wait.mjs';

const PROJECT_ID = 'demo-inkforge';
const HERE = import.meta.dirname;
const FIREBASE_BIN = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

function stackEnv(ports) {
  const host = (port) => `127.0.0.1:${port}`;
  const vapid = ensureVapidKeys();
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: host(ports.firestore),
    FIREBASE_AUTH_EMULATOR_HOST: host(ports.auth),
    FIREBASE_STORAGE_EMULATOR_HOST: host(ports.storage),
    // @google-cloud/storage reads this one (with the scheme).
    STORAGE_EMULATOR_HOST: `http://${host(ports.storage)}`,
    CLOUD_TASKS_EMULATOR_HOST: host(ports.tasks),
    // Where `npm run dev` (web/vite.config.ts) proxies /api: Hosting, which rewrites to the api
    // function exactly as in production.
    INKFORGE_API_ORIGIN: `http://${host(ports.hosting)}`,
    VITE_FIREBASE_AUTH_EMULATOR_PORT: String(ports.auth),
    // Signs Storage download URLs locally (a throwaway key for the demo project).
    INKFORGE_SIGNING_KEY_FILE: ensureSigningKey(PROJECT_ID),
    // The Functions emulator starts one worker per in-flight request and drops a request whose
    // worker takes longer than this to load (30 s by default): under a burst of concurrent
    // calls on a busy laptop many workers load at once and each takes longer. Measured in
    // `npm run bench` (concurrency); see docs/local-stack.md.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
    // At most this many workers per function (functions/worker-cap.mjs); measured in
    // `npm run bench` (concurrency): on two busy cores 6 served 60 concurrent calls, 12 did not.
    INKFORGE_FUNCTIONS_MAX_WORKERS: process.env.INKFORGE_FUNCTIONS_MAX_WORKERS ?? '6',
    // The booking e-mails go to the stack's mail catcher (config.ts reads these locally).
    INKFORGE_SMTP_HOST: '127.0.0.1',
    INKFORGE_SMTP_PORT: String(ports.smtp),
    // Its web inbox and REST API (GET /api/email), for people and tests.
    INKFORGE_MAIL_INBOX_URL: `http://${host(ports.mailInbox)}`,
    // The Twilio twin: the functions' twilio SDK sends here (config.ts), tests read its REST API.
    INKFORGE_SMS_TWIN_URL: `http://${host(ports.smsInbox)}`,
    // The artist's web push alerts: a throwaway VAPID pair made once into .local-stack/.
    INKFORGE_VAPID_PUBLIC_KEY: vapid.publicKey,
    INKFORGE_VAPID_PRIVATE_KEY: vapid.privateKey,
  };
}

/** The same key as config.ts's LOCAL_MAIL_WEBHOOK_KEY: the app checks the twin's events by it. */
const LOCAL_MAIL_WEBHOOK_KEY = 'local-mail-webhook-signing-key';

/** The Twilio twin; a client's reply goes to the app's inbound webhook through Hosting. */
function startSmsTwin(ports, urls, name, env, log) {
  const args = [
    path.join(HERE, 'sms-twin.mjs'),
    String(ports.smsInbox),
    LOCAL_TWILIO.accountSid,
    LOCAL_TWILIO.authToken,
    LOCAL_TWILIO.from,
    `${urls.app}/api/public/texts/inbound`,
  ];
  return startProcess(name, process.execPath, args, { env, log });
}

const MAILDEV_BIN = path.join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

/**
 * maildev (npm, pure JavaScript) on 127.0.0.1 only. Its mail folder is this stack's own and
 * starts empty: every start begins with an empty inbox, like the rest of the data.
 */
function startMailCatcher(ports, name, env, log) {
  const folder = path.join(ROOT, '.local-stack', `mail-${ports.smtp}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const args = [
    MAILDEV_BIN,
    '--smtp',
    String(ports.smtp),
    '--web',
    String(ports.mailInbox),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    '--mail-directory',
    folder,
  ];
  return startProcess(name, process.execPath, args, { env, log });
}

function exitedEarly(proc) {
  return () =>
    proc.child.exitCode !== null || proc.child.signalCode !== null
      ? `${proc.name} exited early (code ${proc.child.exitCode ?? proc.child.signalCode})`
      : undefined;
}

async function waitForApp(urls, firebase) {
  const failed = exitedEarly(firebase);
  await waitFor(
    `the app at ${urls.app}`,
    async () => {
      const res = await httpGet(`${urls.app}/`);
      return res.status === 200 && res.body.includes('<div id="root"');
    },
    { timeoutMs: 75_000, failed },
  );
  // The api function answers 401 JSON to an anonymous /api/auth/me once it is loaded.
  await waitFor(
    `GET ${urls.api}/auth/me to answer 401 JSON`,
    async () => {
      const res = await httpGet(`${urls.api}/auth/me`);
      return res.status === 401 && res.type.includes('json');
    },
    { timeoutMs: 45_000, failed },
  );
}

/**
 * Loads every api worker the stack allows now, while nobody waits: a first burst of calls then
 * finds warm workers instead of queueing behind cold starts that Hosting's 60 s would cut off.
 */
async function warmApiWorkers(urls, env) {
  const workers = Number(env.INKFORGE_FUNCTIONS_MAX_WORKERS);
  // A cold worker can take longer than httpGet's 5 s on a busy machine; a failed warm-up only
  // leaves that worker to the first real call.
  const warm = () =>
    fetch(`${urls.api}/auth/me`, { signal: AbortSignal.timeout(170_000) })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
  await Promise.all(Array.from({ length: workers }, warm));
}

/**
 * Starts the whole product offline: Auth, Functions, Hosting and Cloud Tasks emulators,
 * Firestore (emulator with Java 21, else our patched JS server) and Storage (emulator with
 * Java 21, else firebase-tools' storage server without its Java rules runtime), then seeds.
 * Returns the URLs, the environment a test or script needs to reach it, and stop().
 * `options.env` adds variables for the emulators (and so the functions) only, on top of this
 * process's environment; the stack's own addresses still win. Tests use it to point the
 * functions at a stand-in provider (e.g. OPENAI_API_KEY and OPENAI_BASE_URL).
 */
export async function startStack(options = {}) {
  const { build = true, seed = true, dev = false, log = 'inherit' } = options;
  const ports = resolvePorts(options.ports);
  // A second stack on other ports (an e2e file's own) must not overwrite the main one's logs.
  const logName = (name) =>
    ports.hosting === DEFAULT_PORTS.hosting ? name : `${name}-${ports.hosting}`;
  const java21 = options.forceOffline ? false : hasJava21();
  const env = stackEnv(ports);
  const childEnv = { ...process.env, ...options.env, ...env };
  const started = [];
  let stopping;

  const stop = () => {
    stopping ??= (async () => {
      for (const proc of started.reverse()) await stopProcess(proc);
    })();
    return stopping;
  };

  const urls = {
    app: `http://127.0.0.1:${ports.hosting}`,
    api: `http://127.0.0.1:${ports.hosting}/api`,
    functions: `http://127.0.0.1:${ports.functions}`,
    auth: `http://127.0.0.1:${ports.auth}`,
    firestore: `127.0.0.1:${ports.firestore}`,
    storage: `http://127.0.0.1:${ports.storage}`,
    mailInbox: `http://127.0.0.1:${ports.mailInbox}`,
    smsInbox: `http://127.0.0.1:${ports.smsInbox}`,
    ...(dev ? { dev: `http://127.0.0.1:${ports.vite}` } : {}),
  };

  try {
    const names = [
      'hosting',
      'functions',
      'auth',
      'firestore',
      'storage',
      'tasks',
      'hub',
      'logging',
      'smtp',
      'mailInbox',
      'smsInbox',
    ];
    await assertPortsFree(ports, dev ? [...names, 'vite'] : names);
    if (build) await runToEnd('build', 'npm', ['run', 'build'], { env: childEnv, log });

    const mailCatcher = startMailCatcher(ports, logName('maildev'), childEnv, log);
    started.push(mailCatcher);
    const smsTwin = startSmsTwin(ports, urls, logName('sms-twin'), childEnv, log);
    started.push(smsTwin);

    const only = ['auth', 'functions', 'hosting', 'tasks'];
    if (java21) {
      only.push('firestore', 'storage');
    } else {
      const firestore = startProcess(
        logName('firestore'),
        process.execPath,
        [path.join(HERE, 'firestore', 'serve.mjs'), '--port', String(ports.firestore)],
        { env: childEnv, log },
      );
      started.push(firestore);
      const storage = startProcess(
        logName('storage'),
        process.execPath,
        [
          path.join(HERE, 'storage', 'serve.mjs'),
          '--port',
          String(ports.storage),
          '--project',
          PROJECT_ID,
        ],
        { env: childEnv, log },
      );
      started.push(storage);
    }

    const firebaseArgs = [
      // At most a few workers per function; a burst queues (functions/worker-cap.mjs says why).
      '--import',
      pathToFileURL(path.join(HERE, 'functions', 'worker-cap.mjs')).href,
      FIREBASE_BIN,
      'emulators:start',
      '--only',
      only.join(','),
      '--project',
      PROJECT_ID,
      '--config',
      firebaseConfigFor(ports),
    ];
    const firebase = startProcess(logName('firebase-emulators'), process.execPath, firebaseArgs, {
      env: childEnv,
      log,
    });
    started.push(firebase);
    await waitForApp(urls, firebase);
    // The provider's bounce and complaint webhook, posted for the caught mails that owe one.
    started.push(
      startProcess(
        logName('mail-provider'),
        process.execPath,
        [
          path.join(HERE, 'mail-provider.mjs'),
          urls.mailInbox,
          `${urls.app}/api/public/mail-events`,
          LOCAL_MAIL_WEBHOOK_KEY,
        ],
        { env: childEnv, log },
      ),
    );
    await warmApiWorkers(urls, env);
    await waitFor(
      `the mail inbox at ${urls.mailInbox}`,
      async () => (await httpGet(`${urls.mailInbox}/api/healthz`)).status === 200,
      { failed: exitedEarly(mailCatcher) },
    );
    await waitFor(
      `the SMS twin at ${urls.smsInbox}`,
      async () => (await httpGet(`${urls.smsInbox}/api/healthz`)).status === 200,
      { failed: exitedEarly(smsTwin) },
    );

    if (seed) {
      const seedScript = path.join(HERE, 'seed.mjs');
      await runToEnd(logName('seed'), process.execPath, [seedScript], { env: childEnv, log });
    }
    if (dev) {
      const vite = startProcess(
        'vite',
        'npm',
        [
          'run',
          'dev',
          '-w',
          'web',
          '--',
          '--host',
          '127.0.0.1',
          '--port',
          String(ports.vite),
          '--strictPort',
        ],
        { env: childEnv, log },
      );
      started.push(vite);
      await waitFor(
        `Vite at ${urls.dev}`,
        async () => (await httpGet(`${urls.dev}/`)).status === 200,
        {
          failed: exitedEarly(vite),
        },
      );
    }
  } catch (err) {
    await stop();
    throw err;
  }

  return { urls, env, ports, firestoreKind: java21 ? 'emulator' : 'offline', stop };
}
