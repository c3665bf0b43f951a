import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Stripe sends a Connect endpoint only the events it was told to: an event type the parser
 * handles but the deploy guide's Connect step leaves out never arrives in production (a refund
 * would wait forever, a disconnected account would keep taking bookings).
 */
describe('the Connect events InkForge reads', () => {
  it('are all in the deploy guide’s list for the Connect webhook endpoint', () => {
    const parser = readFileSync(here('./stripe-connect-events.ts'), 'utf8');
    const handled = [...parser.matchAll(/case '([a-z_.]+)':/g)].map((m) => m[1]!);
    expect(handled).toContain('refund.updated');
    const guide = readFileSync(here('../../../../docs/deploy.md'), 'utf8');
    const step = guide.slice(guide.indexOf('**Connect (deposits paid to artists)**'));
    const listed = step.slice(0, step.indexOf('Its signing secret is'));
    const missing = handled.filter((type) => !listed.includes(`\`${type}\``));
    expect(missing).toEqual([]);
  });
});
