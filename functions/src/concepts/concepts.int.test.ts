import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../adapters/openai/models';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { API_AI_BUDGETS } from '../config';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { creditsOf, lineArtPng, setCredits } from '../../test/support/images';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/support/openai-stand-in';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

/**
 * Issue 46 Deliver 3 through the real app: style references from the artist's own gallery,
 * three concepts for one credit with exactly those references sent to the model (the stand-in
 * records every uploaded file), refunds when nothing comes back, and kept concepts in the gallery.
 */
let standIn: OpenAiStandIn;
let failing: OpenAiStandIn;
let keyed: TestApp;
let broken: TestApp;

const withKey = (baseUrl: string) =>
  buildTestApp({
    ai: createOpenAiProvider({
      apiKey: 'sk-test',
      baseUrl,
      models: DEFAULT_MODELS,
      ...API_AI_BUDGETS,
    }),
  });

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  failing = await startOpenAiStandIn({ images: 'fail' });
  keyed = withKey(standIn.baseUrl);
  broken = withKey(failing.baseUrl);
});
afterAll(async () => {
  await standIn.close();
  await failing.close();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A piece of the artist's own work in their gallery: its id and the bytes the gallery keeps. */
async function ownPiece(t: TestApp, artist: Artist, stroke: number) {
  const res = await request(t.app)
    .post('/api/upload-image')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .field('type', 'tattoo')
    .attach('image', await lineArtPng(128 + stroke), {
      filename: 'p.png',
      contentType: 'image/png',
    });
  expect(res.status, res.text).toBe(200);
  const id = res.body.id as string;
  const stored = (await t.db.doc(`users/${artist.uid}/gallery/${id}`).get()).get('imagePath');
  return { id, sha256: sha256(await t.deps.objects.read(stored as string)) };
}

async function artistWithRequest(t: TestApp, fields = requestFields()) {
  const artist = await createArtist(t.app, t.db, { plan: 'pro' });
  await setCredits(t.db, artist.uid, 10);
  const username = await openBooking(artist, t.db);
  const requestId = await sendRequest(t.app, username, fields);
  return { artist, requestId };
}

const imageCallsSince = (from: number) =>
  standIn.seen.slice(from).filter((s) => s.path.startsWith('/v1/images'));

describe('style references', () => {
  it('keeps up to six of the artist’s own pieces and refuses another’s or a seventh, in words', async () => {
    const { artist } = await artistWithRequest(keyed);
    const other = await createArtist(keyed.app, keyed.db, { plan: 'pro' });
    const pieces = [];
    for (let i = 0; i < 7; i++) pieces.push(await ownPiece(keyed, artist, i));
    const theirs = await ownPiece(keyed, other, 0);
    const six = pieces.slice(0, 6).map((p) => p.id);

    const saved = await artist.call('put', '/api/style-references', { itemIds: six });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.itemIds).toEqual(six);
    expect(saved.body.items.map((i: { id: string }) => i.id)).toEqual(six);

    const seventh = await artist.call('put', '/api/style-references', {
      itemIds: pieces.map((p) => p.id),
    });
    expect(seventh.status).toBe(400);
    expect(seventh.body).toMatchObject({
      error: 'STYLE_REFERENCES_TOO_MANY',
      message: 'Choose at most 6 pieces of your own work as style references.',
    });
    const another = await artist.call('put', '/api/style-references', {
      itemIds: [six[0], theirs.id],
    });
    expect(another.status).toBe(400);
    expect(another.body.error).toBe('STYLE_REFERENCE_NOT_YOURS');
    expect(another.body.message).toContain('your own gallery');
    const bad = await artist.call('put', '/api/style-references', { itemIds: 'all of them' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTypeOf('string');

    const read = await artist.call('get', '/api/style-references');
    expect(read.body.itemIds).toEqual(six);
  });
});

describe('sketching concepts with a key', () => {
  it('sends exactly the artist’s chosen references to the model, never another artist’s, for one credit', async () => {
    const { artist, requestId } = await artistWithRequest(keyed);
    const chosen = [await ownPiece(keyed, artist, 2), await ownPiece(keyed, artist, 8)];
    const notChosen = await ownPiece(keyed, artist, 14);
    const other = await createArtist(keyed.app, keyed.db, { plan: 'pro' });
    const theirs = await ownPiece(keyed, other, 4);
    await other.call('put', '/api/style-references', { itemIds: [theirs.id] });
    await artist.call('put', '/api/style-references', { itemIds: chosen.map((p) => p.id) });

    const from = standIn.seen.length;
    const res = await artist.call('post', `/api/booking-requests/${requestId}/concepts`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.concepts).toHaveLength(3);
    for (const concept of res.body.concepts) {
      expect(concept).toMatchObject({ state: 'new', requestId, galleryItemId: null });
      expect((await fetch(concept.thumbnailUrl)).status).toBe(200);
    }

    const calls = imageCallsSince(from);
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.path).toBe('/v1/images/edits');
      expect(call.fields).toMatchObject({ model: DEFAULT_MODELS.fastImage, quality: 'low' });
      expect(call.fields.prompt).toContain('swallow');
      expect(call.uploads.map((u) => u.filename)).toEqual(
        chosen.map((p) => `reference-${p.id}.png`),
      );
      expect(call.uploads.map((u) => u.sha256)).toEqual(chosen.map((p) => p.sha256));
      const sent = call.uploads.map((u) => u.sha256);
      expect(sent).not.toContain(theirs.sha256);
      expect(sent).not.toContain(notChosen.sha256);
    }

    expect(await creditsOf(keyed.db, artist.uid)).toBe(9);
    const ledger = await createLedgerRepository(keyed.db).listEntries(artist.uid);
    expect(ledger.map((e) => [e.type, e.amount, e.reason])).toEqual([['spend', -1, 'concepts']]);
    const listed = await artist.call('get', `/api/booking-requests/${requestId}/concepts`);
    expect(listed.body.concepts.map((c: { id: string }) => c.id).sort()).toEqual(
      res.body.concepts.map((c: { id: string }) => c.id).sort(),
    );
    expect(listed.body.concepts[0].referenceIds).toEqual(chosen.map((p) => p.id));
  });

  it('refunds the credit when the model sends nothing back, and keeps no concept', async () => {
    const { artist, requestId } = await artistWithRequest(broken);
    const res = await artist.call('post', `/api/booking-requests/${requestId}/concepts`);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: 'CONCEPTS_FAILED',
      message: 'The concepts could not be drawn. No credits were charged — try again.',
    });
    expect(await creditsOf(broken.db, artist.uid)).toBe(10);
    const ledger = await createLedgerRepository(broken.db).listEntries(artist.uid);
    expect(ledger.map((e) => [e.type, e.amount])).toEqual([
      ['spend', -1],
      ['refund', 1],
    ]);
    const listed = await artist.call('get', `/api/booking-requests/${requestId}/concepts`);
    expect(listed.body.concepts).toEqual([]);
  });

  it('refuses another artist’s request and a prompt naming a living artist, before any charge', async () => {
    const { requestId } = await artistWithRequest(keyed);
    const { artist: other } = await artistWithRequest(keyed);
    const from = standIn.seen.length;
    const foreign = await other.call('post', `/api/booking-requests/${requestId}/concepts`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('BOOKING_REQUEST_NOT_FOUND');
    const foreignList = await other.call('get', `/api/booking-requests/${requestId}/concepts`);
    expect(foreignList.status).toBe(404);

    const { artist, requestId: named } = await artistWithRequest(
      keyed,
      requestFields({ idea: 'A pin-up girl in the style of Kat Von D' }),
    );
    const refused = await artist.call('post', `/api/booking-requests/${named}/concepts`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'PROMPT_NAMES_ARTIST',
      message: "InkForge doesn't imitate named artists — describe the style instead",
    });
    expect(imageCallsSince(from)).toEqual([]);
    expect(await creditsOf(keyed.db, artist.uid)).toBe(10);
    expect(await creditsOf(keyed.db, other.uid)).toBe(10);
  });
});

describe('what a concept is drawn from', () => {
  it('draws from the brief once one is drafted, and offline from the request’s own words before', async () => {
    const t = buildTestApp();
    const { artist, requestId } = await artistWithRequest(t);
    const before = await artist.call('post', `/api/booking-requests/${requestId}/concepts`);
    expect(before.status, before.text).toBe(200);
    const promptOf = async (id: string) =>
      (await t.db.doc(`users/${artist.uid}/concepts/${id}`).get()).get('prompt') as string;
    expect(await promptOf(before.body.concepts[0].id)).toContain('fine-line swallow');

    // The brief as s46-brief's drafting stores it on the request.
    await t.db.doc(`users/${artist.uid}/bookingRequests/${requestId}`).update({
      brief: {
        subject: 'A koi fish turning around a lotus',
        style: 'Japanese',
        placement: 'Calf',
        sizeCm: 20,
        colour: 'colour',
      },
    });
    const after = await artist.call('post', `/api/booking-requests/${requestId}/concepts`);
    const prompt = await promptOf(after.body.concepts[0].id);
    expect(prompt).toContain('A koi fish turning around a lotus');
    expect(prompt).toContain('Style: Japanese');
    expect(prompt).toContain('For the Calf, about 20 cm, in colour');
    expect(await creditsOf(t.db, artist.uid)).toBe(8);
  });
});

describe('keeping and discarding', () => {
  it('a kept concept becomes a gallery item linked to the request, client and project, marked AI-assisted', async () => {
    const t = buildTestApp();
    const { artist, requestId } = await artistWithRequest(t);
    const piece = await ownPiece(t, artist, 10);
    await artist.call('put', '/api/style-references', { itemIds: [piece.id] });
    const accepted = await artist.call('post', `/api/booking-requests/${requestId}/accept`, {
      appointmentDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      timezone: 'Europe/Berlin',
      duration: 120,
      estimatedPrice: 300,
    });
    expect(accepted.status, accepted.text).toBe(200);

    const sketched = await artist.call('post', `/api/booking-requests/${requestId}/concepts`);
    expect(sketched.status, sketched.text).toBe(200);
    const [first, second, third] = sketched.body.concepts as { id: string }[];
    if (!first || !second || !third) throw new Error('three concepts expected');

    const kept = await artist.call('post', `/api/concepts/${first.id}/keep`);
    expect(kept.status, kept.text).toBe(200);
    const item = (
      await t.db.doc(`users/${artist.uid}/gallery/${kept.body.galleryItemId}`).get()
    ).data();
    expect(item).toMatchObject({
      requestId,
      clientId: accepted.body.clientId,
      projectId: accepted.body.projectId,
      aiAssisted: true,
      aiTools: ['concept'],
    });
    const again = await artist.call('post', `/api/concepts/${first.id}/keep`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('CONCEPT_ALREADY_DECIDED');

    const [a, b] = await Promise.all([
      artist.call('post', `/api/concepts/${second.id}/keep`),
      artist.call('post', `/api/concepts/${second.id}/discard`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);

    const discarded = await artist.call('post', `/api/concepts/${third.id}/discard`);
    expect(discarded.body.concept.state).toBe('discarded');
    const other = await createArtist(t.app, t.db, { plan: 'pro' });
    const foreign = await other.call('post', `/api/concepts/${third.id}/keep`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('CONCEPT_NOT_FOUND');

    const listed = await artist.call('get', `/api/booking-requests/${requestId}/concepts`);
    const states = Object.fromEntries(
      listed.body.concepts.map((c: { id: string; state: string }) => [c.id, c.state]),
    );
    expect(states[first.id]).toBe('kept');
    expect(states[third.id]).toBe('discarded');
  });
});
