/** One session's ink passport as the client's record lists it (issue 45). */
export interface ApiInkPassport {
  appointmentId: string;
  /** The session's start, ISO 8601. */
  date: string;
  /** The session record's version the passport prints (a correction makes a new one). */
  version: number;
  /** The artist's download: `/api/appointments/{id}/ink-passport.pdf`. */
  url: string;
}

/** GET /api/clients/{id}/ink-passports: the client's passports, newest session first. */
export interface ApiInkPassports {
  passports: ApiInkPassport[];
}

/** One session of the inspector's report: no money, no medical answers. */
export interface ApiComplianceRow {
  appointmentId: string;
  /** The session's day in the artist's zone, YYYY-MM-DD. */
  date: string;
  clientInitials: string;
  placement: string;
  /** Each ink: brand, colour, lot and expiry, as recorded. */
  inks: { brand: string; name: string; lot: string; expiresOn: string }[];
  needles: { brand: string; name: string; lot: string; expiresOn: string }[];
  /** The steriliser cycle of the reusable instruments, as "machine #number (date, result)". */
  cycle: string | null;
  consentSigned: boolean;
  /** The day the consent form was signed, YYYY-MM-DD, or null. */
  consentDate: string | null;
  /** The client's date of birth was taken on the intake and shows them adult that day. */
  ageChecked: 'yes' | 'no' | 'under 18';
  recordVersion: number;
}

/** GET /api/compliance/report as JSON (PDF and CSV are the same rows). */
export interface ApiComplianceReport {
  from: string;
  to: string;
  timeZone: string;
  rows: ApiComplianceRow[];
}
