// The demo studio (issue 43): "Black Lotus", owned by the pro artist, with the premium artist
// and the front desk (desk@inkforge.test) joined by e-mail invitation, and appointments for
// both artists in the week the stack starts, so `npm start` shows a studio. Everything goes
// through the running API as the people themselves would do it (the invitations are caught by
// the local mail catcher). Skipped when the owner already has a studio.
import { readFileSync } from 'node:fs';
import { call, signIn } from './seed-portfolio.mjs';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `at` in the zone. */
const dayIn = (at, timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/** The day an appointment falls on: today, or a weekday of the week (Monday first) of today. */
function dateOf(day, now, timeZone) {
  const today = dayIn(now, timeZone);
  if (day === 'today') return today;
  const noon = Date.parse(`${today}T12:00:00Z`);
  const monday = noon - ((new Date(noon).getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(monday + WEEKDAYS.indexOf(day) * DAY_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight of `now` in the zone, for "is it over already". */
function minutesIn(now, timeZone) {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' })
    .format(now)
    .split(':')
    .map(Number);
  return h * 60 + m;
}

export async function seedStudio({ accounts, authHost, apiOrigin, now = new Date() }) {
  const studio = JSON.parse(
    readFileSync(new URL('../../emulator-data/demo-studio.json', import.meta.url), 'utf8'),
  );
  const accountOf = (email) => accounts.find((a) => a.email === email);
  const tokens = new Map();
  const tokenOf = async (email) => {
    if (!tokens.has(email)) tokens.set(email, await signIn(authHost, accountOf(email)));
    return tokens.get(email);
  };
  const as = async (email, method, path, body) =>
    call(apiOrigin, await tokenOf(email), method, path, body);

  const owner = await tokenOf(studio.owner);
  const mine = await fetch(`${apiOrigin}/api/studios/mine`, {
    headers: { authorization: `Bearer ${owner}` },
  });
  if (mine.status === 200) return false;

  const made = await as(studio.owner, 'POST', '/studios', {
    name: studio.name,
    slug: studio.slug,
    address: studio.address,
    timezone: studio.timezone,
  });
  const studioId = made.studio.id;
  for (const member of studio.members) {
    const invited = await as(studio.owner, 'POST', `/studios/${studioId}/invitations`, {
      email: member.email,
      role: member.role,
    });
    const token = invited.acceptPath.replace('/join/', '');
    const joined = await as(member.email, 'POST', `/studio-invitations/${token}/accept`, {});
    const uid = joined.members.find((m) => m.email === member.email)?.uid;
    if (member.houseShare && uid) {
      await as(studio.owner, 'PATCH', `/studios/${studioId}/members/${uid}`, {
        houseShare: member.houseShare,
      });
    }
  }

  const clients = new Map();
  const today = dayIn(now, studio.timezone);
  const nowMinutes = minutesIn(now, studio.timezone);
  for (const visit of studio.appointments) {
    const key = `${visit.artist} ${visit.client.email}`;
    if (!clients.has(key)) {
      const client = await as(visit.artist, 'POST', '/clients', visit.client);
      clients.set(key, client.id);
    }
    const date = dateOf(visit.day, now, studio.timezone);
    const [h, m] = visit.time.split(':').map(Number);
    const over = date < today || (date === today && h * 60 + m + visit.duration <= nowMinutes);
    await as(visit.artist, 'POST', '/appointments', {
      clientId: clients.get(key),
      title: visit.title,
      appointmentDate: `${date}T${visit.time}`,
      timezone: studio.timezone,
      duration: visit.duration,
      type: visit.type,
      status: over ? 'completed' : 'scheduled',
    });
  }
  return true;
}
