import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

interface Bell {
  notifications: { id: string; kind: string; title: string; body: string; link: string | null }[];
  unreadCount: number;
}

describe('the artist hears when the client answers the questions (issue 46)', () => {
  let artist: Artist;
  let username: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    username = await openBooking(artist, db);
  });

  /** Sends one round of questions and returns the reply link's token, read from the mail. */
  async function askedRound(id: string, email: string, question: string) {
    const before = (await inboxOf(email)).length;
    const sent = await artist.call('post', `/api/booking-requests/${id}/questions`, {
      questions: [question],
    });
    expect(sent.status, sent.text).toBe(200);
    const mail = (await inboxOf(email))[before];
    const token = /\/questions\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no reply link in: ${mail?.text}`);
    return token;
  }

  const answeredBells = async () =>
    ((await artist.call('get', '/api/notifications')).body as Bell).notifications.filter(
      (n) => n.kind === 'questions_answered',
    );

  it('rings once per round, in plain words; a second send rings nothing', async () => {
    const email = `bell.${Date.now()}@example.test`;
    const id = await sendRequest(app, username, requestFields({ email, name: 'Robin Vale' }));
    const token = await askedRound(id, email, 'Which forearm, left or right?');
    expect(await answeredBells()).toHaveLength(0);

    // Two tabs send at once: one answer is kept, and the bell rings once.
    const [a, b] = await Promise.all(
      [['Left'], ['Right']].map((answers) =>
        request(app).post(`/api/questions/${token}`).send({ answers }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const again = await request(app)
      .post(`/api/questions/${token}`)
      .send({ answers: ['Left again'] });
    expect(again.status, again.text).toBe(409);

    const bells = await answeredBells();
    expect(bells).toHaveLength(1);
    expect(bells[0]).toMatchObject({
      title: 'Robin Vale answered your questions',
      body: expect.stringContaining('Which forearm, left or right?'),
      link: `/booking-requests?request=${id}`,
    });

    // A second round is news of its own.
    const second = await askedRound(id, email, 'How tall are you?');
    const answered = await request(app)
      .post(`/api/questions/${second}`)
      .send({ answers: ['1.80 m'] });
    expect(answered.status, answered.text).toBe(200);
    expect(await answeredBells()).toHaveLength(2);
  });
});
