// The Auth emulator's own REST API: the same calls the product's reset e-mail would carry.
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-inkforge';

function base(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through `npm test`.');
  return `http://${host}`;
}

export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
  newEmail?: string;
}

export async function latestResetCode(email: string): Promise<string> {
  const res = await fetch(`${base()}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const body = (await res.json()) as { oobCodes: OobCode[] };
  const codes = body.oobCodes.filter(
    (c) => c.email === email.toLowerCase() && c.requestType === 'PASSWORD_RESET',
  );
  const last = codes.at(-1);
  if (!last) throw new Error(`no password-reset code was issued for ${email}`);
  return last.oobCode;
}

/** The verify-before-update link the emulator "mailed" to `newEmail`. */
export async function emailChangeLink(newEmail: string): Promise<string> {
  const res = await fetch(`${base()}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const body = (await res.json()) as { oobCodes: OobCode[] };
  const link = body.oobCodes
    .filter(
      (c) => c.newEmail === newEmail.toLowerCase() && c.requestType === 'VERIFY_AND_CHANGE_EMAIL',
    )
    .at(-1)?.oobLink;
  if (!link) throw new Error(`no e-mail change link was sent to ${newEmail}`);
  return link;
}

export async function signUpViaRest(email: string, password: string): Promise<void> {
  const res = await fetch(
    `${base()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.inkforge.test`;
}

async function identityToolkit(method: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(
    `${base()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!res.ok) throw new Error(`${method} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Signs in over REST: the ID token a browser would hold, for the calls below. */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const { idToken } = await identityToolkit('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return String(idToken);
}

/**
 * Has Firebase "mail" an action link (VERIFY_EMAIL, or VERIFY_AND_CHANGE_EMAIL with
 * `newEmail`) and returns its code, as the customised action URL would receive it.
 */
export async function sendActionCode(
  idToken: string,
  requestType: 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL',
  newEmail?: string,
): Promise<string> {
  await identityToolkit('sendOobCode', { requestType, idToken, newEmail });
  const res = await fetch(`${base()}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const body = (await res.json()) as { oobCodes: OobCode[] };
  const last = body.oobCodes.filter((c) => c.requestType === requestType).at(-1);
  if (!last) throw new Error(`no ${requestType} code was issued`);
  return last.oobCode;
}

/** Whether the account behind `idToken` has a verified e-mail, and which. */
export async function accountOf(idToken: string): Promise<{ email: string; verified: boolean }> {
  const { users } = (await identityToolkit('lookup', { idToken })) as {
    users: { email: string; emailVerified?: boolean }[];
  };
  const user = users[0];
  if (!user) throw new Error('no such account');
  return { email: user.email, verified: user.emailVerified === true };
}
