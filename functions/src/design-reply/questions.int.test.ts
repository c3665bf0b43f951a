import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { buildTestApp } from '../../test/support/test-app';

const INBOX = process.env.INKFORGE_MAIL_INBOX_URL;
if (!INBOX) {
  throw new Error('INKFORGE_MAIL_INBOX_URL is not set: start the local stack (npm start) first.');
}

const { app, db } = buildTestApp();

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** The mail catcher's inbox for one address (its REST API). */
async function inboxOf(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${INBOX}/api/email`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

/** The reply page's token, read from the mail as the client would follow it. */
function tokenIn(mail: CaughtMail): string {
  const found = /\/questions\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!found) throw new Error(`no reply link in: ${mail.text}`);
  return found[1]!;
}

function expectRefusal(res: request.Response, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ error, message: expect.stringMatching(/[A-Za-z]{3}/) });
}

/** A brief as s46-brief stores it, with the questions the rules found unclear. */
const BRIEF = {
  subject: 'swallow with a banner',
  style: 'fine line',
  placement: 'Forearm',
  sizeCm: 12,
  colour: 'black_and_grey',
  questions: ['Which forearm, left or right?', 'Should the banner be in colour?'],
  draftedBy: 'rules',
};

describe('questions sent to the client', () => {
  let artist: Artist;
  let other: Artist;
  let username: string;

  beforeAll(async () => {
    [artist, other] = await Promise.all([
      createArtist(app, db, { plan: 'pro' }),
      createArtist(app, db, { plan: 'pro' }),
    ]);
    username = await openBooking(artist, db);
  });

  const withBrief = async (email: string) => {
    const id = await sendRequest(app, username, requestFields({ email }));
    await db.doc(`users/${artist.uid}/bookingRequests/${id}`).update({ brief: BRIEF });
    return id;
  };

  it('mails the brief questions with a private link; the answers land on the request and the brief', async () => {
    const email = `asked.${Date.now()}@example.test`;
    const id = await withBrief(email);

    const sent = await artist.call('post', `/api/booking-requests/${id}/questions`, {});
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({
      emailed: 'sent',
      round: { questions: BRIEF.questions, answers: null, answeredAt: null },
    });

    const mails = await inboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^A few questions about your tattoo from /);
    expect(mails[0]!.text).toContain('Which forearm, left or right?');
    const token = tokenIn(mails[0]!);
    // Only the hash is kept: the token read from the mail is nowhere in the database.
    const links = await db.collection('questionLinks').where('requestId', '==', id).get();
    expect(links.docs).toHaveLength(1);
    expect(links.docs[0]!.id).not.toBe(token);

    const page = await request(app).get(`/api/questions/${token}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body).toMatchObject({ state: 'open', questions: BRIEF.questions, answers: null });
    expect(page.headers['cache-control']).toBe('no-store');

    const answered = await request(app)
      .post(`/api/questions/${token}`)
      .send({ answers: ['Left, the inner side', ''] });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body).toMatchObject({
      state: 'answered',
      answers: [
        { question: 'Which forearm, left or right?', answer: 'Left, the inner side' },
        { question: 'Should the banner be in colour?', answer: '' },
      ],
    });

    const inbox = await artist.call('get', '/api/booking-requests');
    const mine = inbox.body.requests.find((r: { id: string }) => r.id === id);
    expect(mine.questionRounds).toHaveLength(1);
    expect(mine.questionRounds[0].answers[0].answer).toBe('Left, the inner side');
    expect(mine.questionRounds[0].answeredAt).toEqual(expect.any(String));
    // The brief keeps the question left unanswered and notes the answered one.
    const brief = (await db.doc(`users/${artist.uid}/bookingRequests/${id}`).get()).get('brief');
    expect(brief.questions).toEqual(['Should the banner be in colour?']);
    expect(brief.answered).toEqual([
      { question: 'Which forearm, left or right?', answer: 'Left, the inner side' },
    ]);
    expect(brief.subject).toBe(BRIEF.subject);

    // Answered once: a second send changes nothing.
    const again = await request(app)
      .post(`/api/questions/${token}`)
      .send({ answers: ['Right'] });
    expectRefusal(again, 409, 'QUESTIONS_ALREADY_ANSWERED');
    const reopened = await request(app).get(`/api/questions/${token}`);
    expect(reopened.body.state).toBe('answered');
  });

  it('sends the artist own questions instead of the brief', async () => {
    const email = `own.${Date.now()}@example.test`;
    const id = await withBrief(email);
    const sent = await artist.call('post', `/api/booking-requests/${id}/questions`, {
      questions: ['  How tall are you?  ', ''],
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.round.questions).toEqual(['How tall are you?']);
    const mails = await inboxOf(email);
    expect(mails[0]!.text).toContain('How tall are you?');
    expect(mails[0]!.text).not.toContain('Which forearm');
  });

  it('refuses in words: no questions, empty answers, a bad link, another artist', async () => {
    const bare = await sendRequest(app, username);
    expectRefusal(
      await artist.call('post', `/api/booking-requests/${bare}/questions`, {}),
      400,
      'QUESTIONS_NONE',
    );
    expectRefusal(
      await artist.call('post', `/api/booking-requests/${bare}/questions`, { questions: 'why' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await other.call('post', `/api/booking-requests/${bare}/questions`, { questions: ['Hi?'] }),
      404,
      'BOOKING_REQUEST_NOT_FOUND',
    );

    const email = `empty.${Date.now()}@example.test`;
    const id = await withBrief(email);
    await artist.call('post', `/api/booking-requests/${id}/questions`, {});
    const token = tokenIn((await inboxOf(email))[0]!);
    expectRefusal(
      await request(app)
        .post(`/api/questions/${token}`)
        .send({ answers: ['  ', ''] }),
      400,
      'ANSWERS_EMPTY',
    );
    const forged = 'A'.repeat(43);
    expectRefusal(
      await request(app).get(`/api/questions/${forged}`),
      404,
      'QUESTIONS_LINK_INVALID',
    );
    expectRefusal(await request(app).get('/api/questions/short'), 404, 'QUESTIONS_LINK_INVALID');
  });

  it('keeps at most five rounds on one request', async () => {
    const id = await withBrief(`rounds.${Date.now()}@example.test`);
    for (let i = 0; i < 5; i += 1) {
      const res = await artist.call('post', `/api/booking-requests/${id}/questions`, {});
      expect(res.status, res.text).toBe(200);
    }
    expectRefusal(
      await artist.call('post', `/api/booking-requests/${id}/questions`, {}),
      409,
      'QUESTION_ROUNDS_FULL',
    );
  });
  it('the reply link dies with the account: no link document names it any more', async () => {
    const leaving = await createArtist(app, db, { plan: 'pro' });
    const name = await openBooking(leaving, db);
    const email = `leaving.${Date.now()}@example.test`;
    const id = await sendRequest(app, name, requestFields({ email }));
    await db.doc(`users/${leaving.uid}/bookingRequests/${id}`).update({ brief: BRIEF });
    expect((await leaving.call('post', `/api/booking-requests/${id}/questions`, {})).status).toBe(
      200,
    );
    const token = tokenIn((await inboxOf(email))[0]!);
    expect((await request(app).get(`/api/questions/${token}`)).status).toBe(200);

    const gone = await request(app)
      .delete('/api/account')
      .set('Authorization', `Bearer ${leaving.idToken}`)
      .send({ confirm: 'DELETE' });
    expect(gone.status, gone.text).toBe(200);

    expectRefusal(await request(app).get(`/api/questions/${token}`), 404, 'QUESTIONS_LINK_INVALID');
    const left = await db.collection('questionLinks').where('uid', '==', leaving.uid).count().get();
    expect(left.data().count).toBe(0);
  });
});
