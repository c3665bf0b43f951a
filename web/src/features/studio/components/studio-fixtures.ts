import type {
  ApiMyStudio,
  ApiStudioCalendar,
  ApiStudioCalendarEntry,
  ApiStudioMember,
} from '@inkforge/domain';

/** A studio as GET /api/studios/mine answers it; override what the test is about. */
export function myStudio(overrides: Partial<ApiMyStudio> = {}): ApiMyStudio {
  return {
    studio: {
      id: 'st1',
      name: 'Black Lotus',
      slug: 'black-lotus',
      address: '12 Ink Street',
      timezone: 'Europe/Rome',
      openingHours: null,
      depositsTo: 'artist',
      ownerUid: 'uid-1',
      pagePath: '/studio/black-lotus',
      createdAt: '2026-12-01T09:00:00.000Z',
    },
    role: 'owner',
    members: [
      member({
        uid: 'uid-1',
        role: 'owner',
        displayName: 'Jane Doe',
        email: 'jane.doe@example.com',
      }),
      member({
        uid: 'uid-2',
        role: 'artist',
        displayName: 'Mara Ink',
        email: 'mara@example.com',
        color: '#1e88e5',
        houseShare: { kind: 'percent', percent: 40 },
      }),
      member({
        uid: 'uid-3',
        role: 'desk',
        displayName: 'Dana Desk',
        email: 'desk@example.com',
        color: '#43a047',
      }),
    ],
    invitations: [],
    ...overrides,
  };
}

export function member(overrides: Partial<ApiStudioMember> = {}): ApiStudioMember {
  return {
    uid: 'uid-9',
    role: 'artist',
    displayName: 'Someone',
    email: 'someone@example.com',
    color: '#8e24aa',
    houseShare: null,
    guestFrom: null,
    guestUntil: null,
    joinedAt: '2026-12-01T09:00:00.000Z',
    ...overrides,
  };
}

export function calendarEntry(
  overrides: Partial<ApiStudioCalendarEntry> = {},
): ApiStudioCalendarEntry {
  return {
    id: 'a1',
    artistUid: 'uid-2',
    artistName: 'Mara Ink',
    artistColor: '#1e88e5',
    clientId: 'c1',
    clientName: 'Lou Client',
    title: 'Sleeve session',
    appointmentDate: '2026-12-07T10:00:00.000Z',
    localDate: '2026-12-07',
    localTime: '11:00',
    duration: 120,
    type: 'tattoo_session',
    status: 'scheduled',
    flags: { depositMissing: false, intakeUnsigned: false, medicalReview: false },
    ...overrides,
  };
}

export function calendar(
  appointments: ApiStudioCalendarEntry[],
  overrides: Partial<ApiStudioCalendar> = {},
): ApiStudioCalendar {
  return {
    studioId: 'st1',
    timezone: 'Europe/Rome',
    from: '2026-12-07',
    to: '2026-12-07',
    artists: [
      { uid: 'uid-1', displayName: 'Jane Doe', color: '#e53935', role: 'owner' },
      { uid: 'uid-2', displayName: 'Mara Ink', color: '#1e88e5', role: 'artist' },
    ],
    appointments,
    ...overrides,
  };
}
