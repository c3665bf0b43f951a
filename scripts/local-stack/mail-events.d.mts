/** What the twin does to a mail sent to `address`: bounce, complain, or nothing (null). */
export function fateOf(address: string): 'bounce' | 'complain' | null;
export function messageIdOf(source: string): string | null;
export interface ProviderEvent {
  signature: { timestamp: string; token: string; signature: string };
  'event-data': Record<string, unknown>;
}
export function providerEvent(input: {
  fate: 'bounce' | 'complain';
  recipient: string;
  messageId: string;
  key: string;
  now?: Date;
}): ProviderEvent;
export function dueEvents(input: {
  inboxUrl: string;
  key: string;
  seen: Set<string>;
  now?: Date;
}): Promise<{ mailId: string; event: ProviderEvent }[]>;
