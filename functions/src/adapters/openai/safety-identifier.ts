import { createHash } from 'node:crypto';

/**
 * OpenAI's `safety_identifier`: lets OpenAI tell one abusive user from the rest of the app
 * without learning who it is. A SHA-256 of the uid (hex), the same for a user on every call.
 */
export function safetyIdentifierOf(uid: string): string {
  return createHash('sha256').update(uid).digest('hex');
}
