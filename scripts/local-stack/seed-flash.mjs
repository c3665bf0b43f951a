// The demo pro artist's flash (issue 38): six published designs made from its portfolio, with
// sizes and prices (one one of a kind, one limited to two), working hours, a buffer and a day
// off, so `npm start` shows /flash/pro with open times. Through the running API, like the
// portfolio. Skipped when the artist already has flash (a re-seed keeps what you did).
import { call, signIn } from './seed-portfolio.mjs';

const DESIGNS = [
  {
    title: 'Swallow',
    availability: 'repeatable',
    sizes: [
      [6, 120, 60],
      [10, 180, 90],
    ],
  },
  { title: 'Dagger and rose', availability: 'one_of_a_kind', sizes: [[12, 260, 120]] },
  {
    title: 'Anchor',
    availability: 'limited',
    limit: 2,
    sizes: [
      [8, 150, 60],
      [12, 220, 90],
    ],
  },
  { title: 'Moth', availability: 'repeatable', sizes: [[7, 140, 60]] },
  {
    title: 'Snake',
    availability: 'repeatable',
    sizes: [
      [10, 200, 90],
      [15, 280, 150],
    ],
  },
  { title: 'Eye', availability: 'repeatable', sizes: [[5, 100, 45]] },
];

/** The first day off: a week from the seeding day, so the calendar shows the gap. */
function dayOff(now) {
  const day = new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  return [{ from: day, to: day }];
}

export async function seedFlash({ db, uid, account, authHost, apiOrigin }) {
  const existing = await db.collection(`users/${uid}/flash`).limit(1).get();
  if (!existing.empty) return 0;
  const pieces = await db.collection(`users/${uid}/gallery`).where('public', '==', true).get();
  if (pieces.empty) return 0;
  const idToken = await signIn(authHost, account);
  const user = (await db.doc(`users/${uid}`).get()).data() ?? {};
  if (!user.workingHours) {
    await call(apiOrigin, idToken, 'PUT', '/profile/working-hours', {
      start: '11:00',
      end: '19:00',
      days: [0, 1, 2, 3, 4], // Monday to Friday (Monday is 0)
    });
  }
  await call(apiOrigin, idToken, 'PUT', '/profile/availability', {
    bufferMinutes: 15,
    earliestHours: 48,
    latestDays: 60,
    timeOff: dayOff(new Date()),
  });
  for (const [index, design] of DESIGNS.entries()) {
    const piece = pieces.docs[index % pieces.docs.length];
    await call(apiOrigin, idToken, 'POST', '/flash', {
      galleryItemId: piece.id,
      // Named as the piece is in the portfolio, so the title matches the picture.
      title: String(piece.get('title') || design.title),
      variants: design.sizes.map(([sizeCm, price, duration]) => ({ sizeCm, price, duration })),
      availability: design.availability,
      ...(design.limit ? { limit: design.limit } : {}),
    });
  }
  return DESIGNS.length;
}
