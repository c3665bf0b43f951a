import { randomUUID } from 'node:crypto';
import { emulatorEnv } from './emulator-env';

export interface TestUser {
  uid: string;
  idToken: string;
  email: string;
  password: string;
}

function identityUrl(operation: string): string {
  return `http://${emulatorEnv().authHost}/identitytoolkit.googleapis.com/v1/${operation}?key=test`;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

interface SignInAnswer {
  localId: string;
  idToken: string;
  email: string;
}

/** A fresh, unique e-mail on a domain that never receives mail. */
export function uniqueEmail(prefix = 'artist'): string {
  return `${prefix}.${randomUUID().slice(0, 12)}@example.test`;
}

/** Signs up through the Auth emulator's REST API, exactly as the web SDK would. */
export async function createTestUser(
  options: { email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'secret-pass-1';
  const answer = await post<SignInAnswer>(identityUrl('accounts:signUp'), {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: answer.localId, idToken: answer.idToken, email, password };
}

export async function signInTestUser(email: string, password: string): Promise<string> {
  const answer = await post<SignInAnswer>(identityUrl('accounts:signInWithPassword'), {
    email,
    password,
    returnSecureToken: true,
  });
  return answer.idToken;
}

/** A Google-provider user: the Auth emulator accepts an unsigned JSON id_token. */
export async function createGoogleTestUser(
  options: { email?: string; name?: string } = {},
): Promise<Omit<TestUser, 'password'>> {
  const email = options.email ?? uniqueEmail('google');
  const claims = {
    sub: randomUUID(),
    email,
    email_verified: true,
    name: options.name ?? 'Gina Google',
  };
  const answer = await post<SignInAnswer>(identityUrl('accounts:signInWithIdp'), {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  return { uid: answer.localId, idToken: answer.idToken, email };
}

/** The newest password-reset code the Auth emulator "sent" to this address. */
export async function latestResetCode(email: string): Promise<string> {
  const { authHost, projectId } = emulatorEnv();
  const res = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const body = (await res.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = body.oobCodes
    .filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET')
    .at(-1);
  if (!code) throw new Error(`No reset code was sent to ${email}`);
  return code.oobCode;
}

export interface OobCode {
  email: string;
  newEmail?: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** Every out-of-band mail the Auth emulator "sent" to this address (or asked to move to it). */
export async function oobCodesFor(email: string): Promise<OobCode[]> {
  const { authHost, projectId } = emulatorEnv();
  const res = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const body = (await res.json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((c) => c.email === email || c.newEmail === email);
}

/** The revocation check compares whole seconds: wait past the second a token was issued in. */
export function nextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1100));
}
