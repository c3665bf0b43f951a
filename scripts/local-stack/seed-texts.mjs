// The pro artist's texts (issue 44): texts on, a client who agreed to texts on the booking
// form, a visit in three days whose 48-hour reminder went, and the client's replies "C" (which
// confirmed it) and a question, so `npm start` shows a thread and "Confirmed by text". Written
// as the texts and text-replies areas store them; skipped when the client is already there.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

const HOUR_MS = 3_600_000;
const CLIENT_ID = 'seed-texts-mara';
const VISIT_ID = 'seed-texts-visit';
const PHONE = '+447700900123';
// Twilio's test sender number, as the local stack's twin sends from it.
const STUDIO_NUMBER = '+15005550006';
// The words the booking form shows beside its opt-in (SMS_CONSENT_WORDS in packages/domain).
const CONSENT_WORDS =
  'Text me about this booking (confirmation, reminders, changes). Reply STOP to stop at any time; message rates may apply.';

const text = (fields) => ({
  segments: 1,
  encoding: 'GSM-7',
  reason: null,
  startAt: null,
  ...fields,
});

export async function seedTexts({ db, uid, now = new Date() }) {
  const user = db.collection('users').doc(uid);
  const client = user.collection('clients').doc(CLIENT_ID);
  if ((await client.get()).exists) return;
  const at = (hoursAgo) => Timestamp.fromMillis(now.getTime() - hoursAgo * HOUR_MS);
  const start = new Date(now.getTime() + 46 * HOUR_MS);
  start.setUTCMinutes(0, 0, 0);

  if (!(await user.get()).get('textSettings')) {
    await user.update({
      textSettings: {
        enabled: true,
        reminderHours: [48, 2],
        templates: {},
        overAllowance: 'pause',
      },
    });
  }
  const batch = db.batch();
  batch.create(client, {
    name: 'Mara Rossi',
    email: 'mara.rossi@example.test',
    phone: PHONE,
    smsConsent: {
      given: true,
      at: at(72).toDate().toISOString(),
      source: 'booking',
      words: CONSENT_WORDS,
    },
    status: 'active',
    createdAt: at(72),
    updatedAt: at(72),
  });
  batch.update(user, { clientCount: FieldValue.increment(1) });
  batch.create(user.collection('appointments').doc(VISIT_ID), {
    clientId: CLIENT_ID,
    title: 'Peony on the shoulder',
    appointmentDate: Timestamp.fromDate(start),
    timezone: 'Europe/Berlin',
    duration: 180,
    type: 'tattoo_session',
    status: 'confirmed',
    confirmedBy: 'text',
    confirmedAt: at(1).toDate().toISOString(),
    history: [
      {
        uid: `client:${CLIENT_ID}`,
        name: 'Mara Rossi',
        role: 'client',
        action: 'confirmed_by_text',
        at: at(1).toDate().toISOString(),
      },
    ],
    createdAt: at(72),
  });
  const texts = user.collection('texts');
  batch.create(
    texts.doc(`${VISIT_ID}-reminder-seed`),
    text({
      clientId: CLIENT_ID,
      direction: 'out',
      kind: 'reminder',
      to: PHONE,
      from: STUDIO_NUMBER,
      body: 'Atelier Nord: Hi Mara, a reminder of your appointment in 2 days. Reply C to confirm or R to move it.',
      status: 'delivered',
      sid: 'SMseedreminder0000000000000000001',
      appointmentId: VISIT_ID,
      dueAt: at(2),
      createdAt: at(2),
      sentAt: at(2),
    }),
  );
  batch.create(
    texts.doc('in-SMseedreplyC00000000000000000001'),
    text({
      clientId: CLIENT_ID,
      direction: 'in',
      kind: 'reply',
      to: STUDIO_NUMBER,
      from: PHONE,
      body: 'C',
      status: 'received',
      sid: 'SMseedreplyC00000000000000000001',
      appointmentId: VISIT_ID,
      dueAt: at(1),
      createdAt: at(1),
      sentAt: null,
      read: false,
      action: 'confirmed',
    }),
  );
  batch.create(
    texts.doc('in-SMseedreplyQ00000000000000000001'),
    text({
      clientId: CLIENT_ID,
      direction: 'in',
      kind: 'reply',
      to: STUDIO_NUMBER,
      from: PHONE,
      body: 'Thanks! Can I bring my sister along to watch?',
      status: 'received',
      sid: 'SMseedreplyQ00000000000000000001',
      appointmentId: null,
      dueAt: at(0.5),
      createdAt: at(0.5),
      sentAt: null,
      read: false,
      action: null,
    }),
  );
  // A reply to the shared number finds the studio that texted this phone last.
  batch.set(db.collection('textRoutes').doc(PHONE), {
    uid,
    clientId: CLIENT_ID,
    appointmentId: VISIT_ID,
    kind: 'reminder',
    at: at(2),
  });
  const bell = user.collection('notifications');
  batch.set(bell.doc('text-SMseedreplyC00000000000000000001'), {
    kind: 'text_received',
    title: 'Mara Rossi confirmed by text',
    body: 'Peony on the shoulder',
    link: `/clients?client=${CLIENT_ID}`,
    read: false,
    createdAt: at(1),
  });
  batch.set(bell.doc('text-SMseedreplyQ00000000000000000001'), {
    kind: 'text_received',
    title: 'Text from Mara Rossi',
    body: 'Thanks! Can I bring my sister along to watch?',
    link: `/clients?client=${CLIENT_ID}`,
    read: false,
    createdAt: at(0.5),
  });
  await batch.commit();
}
