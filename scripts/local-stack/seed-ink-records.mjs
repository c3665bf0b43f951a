// The demo pro artist's ink records (issue 45): open inks and needles on the shelf, steriliser
// cycles, one passed and one failed spore test, and a finished session recorded with its inks,
// needle and cycle, so `npm start` shows the shelf, a record, recall and the sterilisation log.
// Through the running API, like the portfolio. Skipped when the artist has supplies already
// (a re-seed keeps what you did).
import { call, signIn } from './seed-portfolio.mjs';

const DAY = 86_400_000;
const day = (offset) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const SUPPLIES = [
  {
    kind: 'ink',
    brand: 'Eternal Ink',
    name: 'Triple Black',
    lot: 'ET-24-1187',
    expiresOn: day(400),
    openedOn: day(-20),
  },
  {
    kind: 'ink',
    brand: 'Eternal Ink',
    name: 'Lipstick Red',
    lot: 'ET-24-0932',
    expiresOn: day(300),
    openedOn: day(-12),
  },
  {
    kind: 'ink',
    brand: 'World Famous',
    name: 'Mother Teresa White',
    lot: 'WF-2317-B',
    expiresOn: day(500),
  },
  {
    kind: 'needle',
    brand: 'Cheyenne',
    name: 'Safety Cartridge 1207RL',
    lot: 'CH-88213',
    expiresOn: day(900),
  },
  {
    kind: 'needle',
    brand: 'Kwadron',
    name: 'Cartridge 1011RM',
    lot: 'KW-55091',
    expiresOn: day(700),
  },
];

/** 'YYYY-MM-DDTHH:mm' of a day `offset` from today at 14:00 (the studio's wall clock). */
const at14 = (offset) => `${day(offset)}T14:00`;

export async function seedInkRecords({ db, uid, account, authHost, apiOrigin }) {
  const existing = await db.collection(`users/${uid}/supplies`).limit(1).get();
  if (!existing.empty) return 0;
  const idToken = await signIn(authHost, account);
  const as = (method, path, body) => call(apiOrigin, idToken, method, path, body);
  const timezone = (await db.doc(`users/${uid}`).get()).get('timezone') || 'Europe/Rome';

  // Statim A: passed a lab test 14 days ago, cycles since; failed a self-test yesterday.
  const cycles = [];
  for (const [offset, number] of [
    [-16, 4101],
    [-9, 4127],
    [-5, 4140],
  ]) {
    cycles.push(
      await as('POST', '/sterilisation/cycles', {
        machine: 'Statim 2000 (front room)',
        cycleNumber: String(number),
        date: day(offset),
        result: 'pass',
        operator: account.displayName || 'Artist',
      }),
    );
  }

  const client = await as('POST', '/clients/enhanced', {
    name: 'Maya Lindqvist',
    email: 'maya.lindqvist@example.test',
  });
  const project = await as('POST', '/client-projects', {
    clientId: client.id,
    title: 'Peony on the forearm',
    bodyPlacement: 'Forearm',
    finalPrice: 320,
  });
  const appointment = await as('POST', '/appointments', {
    clientId: client.id,
    projectId: project.id,
    title: 'Peony, line and colour',
    appointmentDate: at14(-5),
    timezone,
    duration: 180,
    type: 'tattoo_session',
    status: 'completed',
  });
  const supplies = [];
  for (const supply of SUPPLIES) supplies.push(await as('POST', '/supplies', supply));
  const [black, red, , needle] = supplies;
  await as('PUT', `/appointments/${appointment.id}/session-record`, {
    supplyIds: [black.id, red.id, needle.id],
    placement: 'Left inner forearm',
    cycleId: cycles[2].id,
    notes: 'Healed well at the check-in; no reaction reported.',
  });

  await as('POST', '/sterilisation/spore-tests', {
    machine: 'Statim 2000 (front room)',
    date: day(-14),
    kind: 'lab',
    lab: 'SporeCheck Lab',
    result: 'pass',
  });
  await as('POST', '/sterilisation/spore-tests', {
    machine: 'Statim 2000 (front room)',
    date: day(-1),
    kind: 'self',
    result: 'fail',
  });
  return supplies.length;
}
