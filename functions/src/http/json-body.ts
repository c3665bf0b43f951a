import express from 'express';

/** Auth and profile bodies are tiny; a small limit keeps abuse cheap to refuse. */
export const JSON_BODY_LIMIT = '32kb';

export function jsonBody(): express.RequestHandler {
  return express.json({ limit: JSON_BODY_LIMIT, strict: true });
}
