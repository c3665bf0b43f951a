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
