// Types for the TypeScript callers of the SMS twin (the adapter's test, the integration tests).
export const LOCAL_TWILIO: { accountSid: string; authToken: string; from: string };

export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string;

export interface SmsTwin {
  url: string;
  close(): Promise<void>;
}

export function startSmsTwin(options: {
  port?: number;
  host?: string;
  accountSid: string;
  authToken: string;
  defaultNumber: string;
  inboundUrl?: string;
  stepMs?: number;
  log?: (line: string) => void;
}): Promise<SmsTwin>;
