import type { Firestore } from '../../src/adapters/firebase/firebase';
import type { Artist } from './artist';

/** A supply as a session record copies it (issue 45's shared model). */
export interface RecordedSupply {
  id: string;
  kind: 'ink' | 'needle';
  brand: string;
  name: string;
  lot: string;
  expiresOn: string;
  reason: string | null;
}

export const ink = (lot: string, name = 'Lining Black', brand = 'Eternal'): RecordedSupply => ({
  id: `ink-${lot}`,
  kind: 'ink',
  brand,
  name,
  lot,
  expiresOn: '2032-06-30',
  reason: null,
});

export const needle = (lot: string, name = '1207RL', brand = 'Cheyenne'): RecordedSupply => ({
  id: `needle-${lot}`,
  kind: 'needle',
  brand,
  name,
  lot,
  expiresOn: '2033-01-31',
  reason: null,
});

/** A client and one of their sessions, booked through the API. */
export async function bookedSession(
  artist: Artist,
  client: { name: string; email?: string },
  appointmentDate: string,
): Promise<{ clientId: string; appointmentId: string }> {
  const made = await artist.call('post', '/api/clients/enhanced', client);
  if (made.status !== 201) throw new Error(`client: ${made.status} ${JSON.stringify(made.body)}`);
  const booked = await artist.call('post', '/api/appointments', {
    clientId: made.body.id,
    title: 'Tattoo session',
    type: 'tattoo_session',
    appointmentDate,
    timezone: 'Europe/Berlin',
  });
  if (booked.status !== 201)
    throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { clientId: made.body.id as string, appointmentId: booked.body.id as string };
}

/**
 * Writes users/{uid}/sessionRecords/{appointmentId} as the session record's save stores it
 * (current version; the earlier one under versions/{n}), for tests of what reads it.
 */
export async function writeSessionRecord(
  db: Firestore,
  uid: string,
  session: { clientId: string; appointmentId: string },
  record: {
    version: number;
    supplies: RecordedSupply[];
    placement: string;
    clientInitials: string;
    cycleId?: string | null;
  },
): Promise<void> {
  const ref = db.doc(`users/${uid}/sessionRecords/${session.appointmentId}`);
  const previous = await ref.get();
  if (previous.exists && previous.get('version') !== record.version)
    await ref
      .collection('versions')
      .doc(String(previous.get('version')))
      .set(previous.data()!);
  await ref.set({
    appointmentId: session.appointmentId,
    clientId: session.clientId,
    version: record.version,
    supplies: record.supplies,
    placement: record.placement,
    cycleId: record.cycleId ?? null,
    notes: null,
    recordedAt: new Date(),
    clientInitials: record.clientInitials,
  });
}
