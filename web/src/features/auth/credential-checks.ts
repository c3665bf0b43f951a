import {
  loginRequestSchema,
  signupRequestSchema,
  type LoginRequest,
  type SignupRequest,
} from '@inkforge/domain';
import { fieldErrors } from '@/lib/form-errors';

/** The request to send, or the first message per field. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

interface SignUpFields {
  email: string;
  password: string;
  displayName: string;
  termsAccepted: boolean;
  emailMarketingConsent: boolean;
}

export function checkSignIn(fields: LoginRequest): Checked<LoginRequest> {
  const parsed = loginRequestSchema.safeParse(fields);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

export function checkSignUp(fields: SignUpFields): Checked<SignupRequest> {
  const parsed = signupRequestSchema.safeParse(fields);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}
