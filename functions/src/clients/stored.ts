import type {
  AppointmentHistoryEntry,
  AppointmentStatus,
  AppointmentType,
  ClientStatus,
  DepositOutcome,
  PaymentKind,
  PaymentMethod,
  ProjectSize,
  ProjectStatus,
  SmsConsent,
} from '@inkforge/domain';

/**
 * The stored documents of client management, as repositories hand them to the services
 * (timestamps already turned into Dates). Money is integer cents; absent fields are missing.
 */
export interface StoredClient {
  id: string;
  name: string;
  email?: string;
  phone?: string;
  dateOfBirth?: string;
  emergencyContact?: string;
  emergencyPhone?: string;
  allergies?: string;
  medicalNotes?: string;
  /** What each signed intake form declared, by its appointment's id (kept if that goes). */
  intakeHealth?: Record<string, StoredDeclaredHealth>;
  notes?: string;
  preferredStyle?: string;
  /** Issue 44: consent to texts, with the words and ISO time (nested: stays a string). */
  smsConsent?: SmsConsent;
  status: ClientStatus;
  createdAt: Date;
}

export interface StoredDeclaredHealth {
  /** ISO: a timestamp nested in a map is not turned into a Date on read. */
  signedAt: string;
  allergies?: string;
  conditions: string[];
}

export interface StoredProject {
  id: string;
  clientId: string;
  title: string;
  description?: string;
  bodyPlacement?: string;
  size?: ProjectSize;
  style?: string;
  estimatedHours?: number;
  actualHours?: number;
  estimatedPriceCents?: number;
  finalPriceCents?: number;
  notes?: string;
  status: ProjectStatus;
  createdAt: Date;
}

export interface StoredPayment {
  id: string;
  projectId: string;
  clientId: string;
  amountCents: number;
  paymentMethod: PaymentMethod;
  paymentDate: string;
  notes?: string;
  /** Absent on payments stored before deposits existed: read as 'payment'. */
  kind?: PaymentKind;
  appointmentId?: string;
  refunded?: boolean;
  createdAt: Date;
}

export interface StoredAppointment {
  id: string;
  clientId: string;
  projectId?: string;
  title: string;
  description?: string;
  appointmentDate: Date;
  timezone: string;
  duration: number;
  type: AppointmentType;
  status: AppointmentStatus;
  priceCents?: number;
  depositCents?: number;
  notes?: string;
  depositOutcome?: DepositOutcome;
  /** Issue 43: who booked, moved, cancelled or refunded it (ISO times), oldest first. */
  history?: AppointmentHistoryEntry[];
  /** Issue 44: confirmed by the client's C/YES reply to its reminder (ISO time beside it). */
  confirmedBy?: 'text';
  confirmedAt?: string;
  createdAt: Date;
}

/** Firestore refuses `undefined` values: absent optional fields are left out of the write. */
export function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A payment that counts as money held: a refunded deposit does not. */
export function counts(payment: StoredPayment): boolean {
  return payment.refunded !== true;
}
