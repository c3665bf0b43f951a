import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../adapters/openai/models';
import { createOpenAiChat } from '../adapters/openai/openai-chat';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/support/openai-stand-in';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();
let standIn: OpenAiStandIn;
let withModel: typeof app;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  withModel = buildTestApp({
    chatModel: createOpenAiChat({
      apiKey: 'sk-test',
      baseUrl: standIn.baseUrl,
      models: DEFAULT_MODELS,
    }),
  }).app;
});
afterAll(() => standIn.close());

/** An artist with an open booking page, `credits` to spend and one request from a client. */
async function artistWithRequest(credits = 5, fields = requestFields()) {
  const artist = await createArtist(app, db, { plan: 'pro' });
  await db.doc(`users/${artist.uid}`).update({ subscriptionCredits: credits, packCredits: 0 });
  const username = await openBooking(artist, db);
  const requestId = await sendRequest(app, username, fields);
  return { artist, requestId, path: `/api/booking-requests/${requestId}/brief` };
}

async function creditsOf(artist: Artist): Promise<number> {
  const user = (await db.doc(`users/${artist.uid}`).get()).data() ?? {};
  return Number(user.subscriptionCredits ?? 0) + Number(user.packCredits ?? 0);
}

/** The artist's ledger entries about briefs: spends and their refunds. */
async function briefEntries(artist: Artist) {
  const ledger = await db.collection(`users/${artist.uid}/ledger`).get();
  return ledger.docs
    .map((d) => ({ id: d.id, type: d.get('type') as string, reason: d.get('reason') as string }))
    .filter((e) => e.id.includes('brief'));
}

/** A finished (or not) project of the artist's, made through the API as the artist would. */
async function project(artist: Artist, clientId: string, fields: Record<string, unknown>) {
  const res = await artist.call('post', '/api/client-projects', {
    clientId,
    title: 'Past piece',
    ...fields,
  });
  expect(res.status, res.text).toBe(201);
}

const asModel = (from: typeof app, artist: Artist, method: 'post' | 'put', path: string) =>
  request(from)[method](path).set('Authorization', `Bearer ${artist.idToken}`);

function expectRefusal(res: request.Response, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toMatch(/json/);
  expect(res.body).toMatchObject({ error, message: expect.stringMatching(/[A-Za-z]{3} /) });
}

describe('POST /api/booking-requests/{id}/brief, offline (rules)', () => {
  it('estimates from the artist own finished projects of similar size and style', async () => {
    const { artist, path, requestId } = await artistWithRequest();
    const client = await artist.call('post', '/api/clients', { name: 'Past Client' });
    expect(client.status, client.text).toBe(201);
    const clientId = client.body.id as string;
    const done = { status: 'completed', size: 'medium', style: 'Fine line' };
    // Used: medium (a 12-cm request), fine line, completed with hours and a price.
    await project(artist, clientId, { ...done, actualHours: 3, finalPrice: 300 });
    await project(artist, clientId, {
      ...done,
      style: 'fine-line',
      actualHours: 4.5,
      finalPrice: 480,
    });
    // Not used: another style, another size, not finished, no price.
    await project(artist, clientId, {
      ...done,
      style: 'Traditional',
      actualHours: 9,
      finalPrice: 900,
    });
    await project(artist, clientId, { ...done, size: 'small', actualHours: 1, finalPrice: 100 });
    await project(artist, clientId, {
      ...done,
      status: 'in_progress',
      actualHours: 20,
      finalPrice: 2000,
    });
    await project(artist, clientId, { ...done, actualHours: 7 });

    const res = await artist.call('post', path);
    expect(res.status, res.text).toBe(200);
    // By hand: hours 3 and 4.5, prices €300 and €480, two projects.
    expect(res.body).toMatchObject({
      draftedBy: 'rules',
      brief: {
        subject: 'A fine-line swallow with a banner reading "home"',
        style: 'Fine line',
        placement: 'Forearm',
        sizeCm: 12,
        colour: 'black_and_grey',
        draftedBy: 'rules',
        editedAt: null,
        estimate: {
          hours: { min: 3, max: 4.5 },
          priceCents: { min: 30_000, max: 48_000 },
          currency: 'EUR',
          basedOn: 2,
        },
      },
    });
    expect(res.body.brief.questions).toEqual(
      expect.arrayContaining([expect.stringMatching(/left or right/)]),
    );
    expect(await creditsOf(artist)).toBe(4);

    const inbox = await artist.call('get', '/api/booking-requests');
    const listed = inbox.body.requests.find((r: { id: string }) => r.id === requestId);
    expect(listed.brief).toEqual(res.body.brief);
  });

  it('says "no history yet" for a new artist, with no figure', async () => {
    const { artist, path } = await artistWithRequest();
    const res = await artist.call('post', path);
    expect(res.status, res.text).toBe(200);
    expect(res.body.brief.estimate).toEqual({
      hours: null,
      priceCents: null,
      currency: 'EUR',
      basedOn: 0,
      note: 'no history yet',
    });
  });

  it('charges once when the artist presses twice at once', async () => {
    const { artist, path } = await artistWithRequest(5);
    const [a, b] = await Promise.all([artist.call('post', path), artist.call('post', path)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0], a.text + b.text).toBe(200);
    const second = a.status === 200 ? b : a;
    if (second.status === 409) {
      expectRefusal(second, 409, 'BRIEF_DRAFTING');
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    } else {
      expect(second.body).toEqual(a.status === 200 ? a.body : b.body);
    }
    expect(await creditsOf(artist)).toBe(4);
    expect((await briefEntries(artist)).filter((e) => e.type === 'spend')).toHaveLength(1);
  });

  it('refuses a brief that names a living artist before any charge', async () => {
    const fields = requestFields({ idea: 'A swallow in the style of Kat Von D, on my arm' });
    const { artist, path } = await artistWithRequest(5, fields);
    expectRefusal(await artist.call('post', path), 400, 'PROMPT_NAMES_ARTIST');
    expect(await creditsOf(artist)).toBe(5);
    expect(await briefEntries(artist)).toEqual([]);
  });

  it('answers 404 for another artist request and charges nothing', async () => {
    const { path } = await artistWithRequest();
    const other = await createArtist(app, db, { plan: 'pro' });
    await db.doc(`users/${other.uid}`).update({ subscriptionCredits: 5, packCredits: 0 });
    expectRefusal(await other.call('post', path), 404, 'BOOKING_REQUEST_NOT_FOUND');
    expectRefusal(
      await other.call('put', path, {
        subject: 'x',
        style: '',
        placement: 'Arm',
        sizeCm: 5,
        colour: 'colour',
        questions: [],
      }),
      404,
      'BOOKING_REQUEST_NOT_FOUND',
    );
    expect(await creditsOf(other)).toBe(5);
  });

  it('refuses without credits, in words, with nothing saved', async () => {
    const { artist, path, requestId } = await artistWithRequest(0);
    expectRefusal(await artist.call('post', path), 402, 'INSUFFICIENT_CREDITS');
    const stored = await db.doc(`users/${artist.uid}/bookingRequests/${requestId}`).get();
    expect(stored.get('brief')).toBeUndefined();
    expect(stored.get('briefDrafting') ?? null).toBeNull();
  });
});

describe('PUT /api/booking-requests/{id}/brief (the artist edit)', () => {
  const edit = {
    subject: 'A swallow and banner',
    style: 'Blackwork',
    placement: 'Left forearm',
    sizeCm: 25,
    colour: 'black_and_grey',
    questions: ['What should the banner say?', ''],
  };

  it('saves the edit for free and estimates for the edited size and style', async () => {
    const { artist, path } = await artistWithRequest();
    const client = await artist.call('post', '/api/clients', { name: 'Past Client' });
    await project(artist, client.body.id as string, {
      status: 'completed',
      size: 'large',
      style: 'Blackwork',
      actualHours: 6,
      finalPrice: 650,
    });
    expectRefusal(await artist.call('put', path, edit), 409, 'BRIEF_NOT_DRAFTED');
    expect((await artist.call('post', path)).status).toBe(200);
    const res = await artist.call('put', path, edit);
    expect(res.status, res.text).toBe(200);
    expect(res.body.brief).toMatchObject({
      ...edit,
      questions: ['What should the banner say?'],
      draftedBy: 'rules',
      editedAt: expect.any(String),
      estimate: { hours: { min: 6, max: 6 }, priceCents: { min: 65_000, max: 65_000 }, basedOn: 1 },
    });
    expect(await creditsOf(artist)).toBe(4);
  });

  it('refuses bad input with a JSON 4xx in words', async () => {
    const { artist, path } = await artistWithRequest();
    expect((await artist.call('post', path)).status).toBe(200);
    expectRefusal(
      await artist.call('put', path, { ...edit, sizeCm: 'big' }),
      400,
      'BRIEF_SIZE_INVALID',
    );
    expectRefusal(
      await artist.call('put', path, { ...edit, sizeCm: 500 }),
      400,
      'BRIEF_SIZE_INVALID',
    );
    expectRefusal(
      await artist.call('put', path, { ...edit, subject: '  ' }),
      400,
      'BRIEF_SUBJECT_REQUIRED',
    );
    expectRefusal(
      await artist.call('put', path, { ...edit, colour: 'pink' }),
      400,
      'BRIEF_COLOUR_INVALID',
    );
    expectRefusal(
      await artist.call('put', path, {
        ...edit,
        questions: Array.from({ length: 9 }, (_, i) => `Q${i}?`),
      }),
      400,
      'BRIEF_QUESTIONS_INVALID',
    );
    expectRefusal(
      await artist.call('put', path, { ...edit, style: 'like Kat Von D' }),
      400,
      'PROMPT_NAMES_ARTIST',
    );
    const raw = await request(app)
      .put(path)
      .set('Authorization', `Bearer ${artist.idToken}`)
      .set('Content-Type', 'application/json')
      .send('{"subject": ');
    expectRefusal(raw, 400, 'INVALID_JSON');
  });
});

describe('POST /api/booking-requests/{id}/brief, with a model key', () => {
  const modelBrief = {
    subject: 'A swallow carrying a banner that reads "home"',
    style: 'Fine line',
    placement: 'Forearm',
    sizeCm: 12,
    colour: 'black_and_grey',
    questions: ['Which forearm, left or right?'],
  };
  const chatReply = (content: string) => ({
    id: 'chat-1',
    object: 'chat.completion',
    created: 1,
    model: DEFAULT_MODELS.chat,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  });
  const completions = () => standIn.seen.filter((s) => s.path === '/v1/chat/completions').length;

  it('drafts through the chat model with a JSON answer', async () => {
    const { artist, path } = await artistWithRequest();
    standIn.replyOnce(200, chatReply(JSON.stringify(modelBrief)));
    const res = await asModel(withModel, artist, 'post', path);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      draftedBy: 'model',
      brief: { ...modelBrief, draftedBy: 'model' },
    });
    expect(await creditsOf(artist)).toBe(4);
  });

  it('refunds the credit once when the model fails, and the next press drafts', async () => {
    const { artist, path } = await artistWithRequest(5);
    const before = completions();
    // The SDK tries twice (one retry): both fail.
    const failure = { error: { message: 'upstream exploded', type: 'server_error' } };
    standIn.replyOnce(500, failure);
    standIn.replyOnce(500, failure);
    expectRefusal(await asModel(withModel, artist, 'post', path), 502, 'BRIEF_DRAFT_FAILED');
    expect(completions() - before).toBe(2);
    expect(await creditsOf(artist)).toBe(5);
    const entries = await briefEntries(artist);
    expect(entries.map((e) => e.type).sort()).toEqual(['refund', 'spend']);

    standIn.replyOnce(200, chatReply('Sorry, I cannot help with that.'));
    expectRefusal(await asModel(withModel, artist, 'post', path), 502, 'BRIEF_DRAFT_FAILED');
    expect(await creditsOf(artist)).toBe(5);

    standIn.replyOnce(200, chatReply(`\`\`\`json\n${JSON.stringify(modelBrief)}\n\`\`\``));
    const res = await asModel(withModel, artist, 'post', path);
    expect(res.status, res.text).toBe(200);
    expect(await creditsOf(artist)).toBe(4);
  });
});
