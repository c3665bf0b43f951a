import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { buildTestApp } from '../../test/support/test-app';
import { createArtist } from '../../test/support/artist';

const lines: unknown[] = [];
const recording: Logger = {
  info: (message, data) => lines.push([message, data]),
  warn: (message, data) => lines.push([message, data]),
  error: (message, data) => lines.push([message, data]),
};
const { app, db } = buildTestApp({ logger: recording });

describe('health data', () => {
  it('is returned to its owner and never written to the logs, even on failures', async () => {
    const artist = await createArtist(app, db, { plan: 'basic' });
    const health = { allergies: 'ALLERGY-MARKER-7', medicalNotes: 'MEDICAL-MARKER-9' };
    const created = await artist.call('post', '/api/clients/enhanced', { name: 'Eve', ...health });
    expect(created.body).toMatchObject(health);
    await artist.call('put', `/api/clients/${created.body.id}`, { name: '', ...health });
    await artist.call('put', `/api/clients/${created.body.id}`, {
      name: 'Eve',
      ...health,
      medicalNotes: 'x'.repeat(6000),
    });
    await artist.call('post', '/api/clients/enhanced', { name: ['bad'], ...health });
    await artist.call('delete', `/api/clients/${created.body.id}`);
    expect(JSON.stringify(lines)).not.toMatch(/MARKER/);
  });
});
