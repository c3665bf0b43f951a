import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAiProvider } from '../adapters/ai-provider-factory';
import { DEFAULT_MODELS } from '../adapters/openai/models';
import { API_AI_BUDGETS } from '../config';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser } from '../../test/support/test-users';

/** An app whose offline provider is configured with a model OpenAI has shut down. */
const models = { ...DEFAULT_MODELS, editImage: 'gpt-image-1' };
const { app, db } = buildTestApp({
  ai: createAiProvider({ mode: 'offline', apiKey: '', models }, API_AI_BUDGETS),
});

async function member(role: string) {
  const user = await createTestUser();
  await request(app).get('/api/auth/me').set('Authorization', `Bearer ${user.idToken}`);
  await db.doc(`users/${user.uid}`).update({ role });
  return user;
}

describe('GET /api/admin/ai-status', () => {
  it('shows an admin which configured model is no longer served', async () => {
    const admin = await member('admin');
    const res = await request(app)
      .get('/api/admin/ai-status')
      .set('Authorization', `Bearer ${admin.idToken}`);
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('offline');
    expect(res.body.models).toContainEqual({
      role: 'editImage',
      model: 'gpt-image-1',
      available: false,
    });
    expect(res.body.models).toContainEqual({
      role: 'qualityImage',
      model: DEFAULT_MODELS.qualityImage,
      available: true,
    });
  });

  it('is for admins only', async () => {
    const artist = await member('pro');
    const res = await request(app)
      .get('/api/admin/ai-status')
      .set('Authorization', `Bearer ${artist.idToken}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('FORBIDDEN');
  });
});
