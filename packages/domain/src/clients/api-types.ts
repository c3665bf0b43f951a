import type { ApiAppointmentDeposit } from '../booking/deposit';
import type { SmsConsent } from '../text-replies/sms-consent';
import type { AppointmentHistoryEntry } from './appointment-history';
import type {
  AppointmentStatus,
  AppointmentType,
  ClientStatus,
  DepositOutcome,
  PaymentKind,
  PaymentMethod,
  ProjectSize,
  ProjectStatus,
} from './constants';

/**
 * Client management as the API returns it. Money is a decimal amount (exact to
 * the cent: it is stored as integer cents); absent optional fields are left out.
 */
export interface ApiPayment {
  id: string;
  projectId: string;
  clientId: string;
  amount: number;
  paymentMethod: PaymentMethod;
  /** 'YYYY-MM-DD'. */
  paymentDate: string;
  notes?: string;
  /** Beyond the spec: a deposit is taken on an appointment (appointmentId) of the project. */
  kind: PaymentKind;
  appointmentId?: string;
  /** A refunded deposit stays listed but no longer counts as paid. */
  refunded?: boolean;
  createdAt: string;
}

export interface ApiProject {
  id: string;
  clientId: string;
  title: string;
  description?: string;
  bodyPlacement?: string;
  size?: ProjectSize;
  style?: string;
  estimatedHours?: number;
  actualHours?: number;
  estimatedPrice?: number;
  finalPrice?: number;
  notes?: string;
  status: ProjectStatus;
  totalPaid: number;
  /** The final price (else the estimate) minus what was paid, never below 0; null without a price. */
  remainingBalance: number | null;
  /** What was paid beyond the price (a confirmed overpayment): credit owed to the client. */
  creditBalance: number;
  /** Appointments linked to this project. */
  sessionsCount: number;
  createdAt: string;
  payments: ApiPayment[];
}

export interface ApiAppointment {
  id: string;
  clientId: string;
  projectId?: string;
  title: string;
  description?: string;
  /** The instant, ISO 8601 in UTC. */
  appointmentDate: string;
  /** The zone the appointment was entered in. */
  timezone: string;
  duration: number;
  type: AppointmentType;
  status: AppointmentStatus;
  price?: number;
  deposit?: number;
  notes?: string;
  /** Beyond the spec: what became of the deposit when the appointment was cancelled. */
  depositOutcome?: DepositOutcome;
  /** The deposit still held (0 once refunded); absent without a deposit. */
  depositPaid?: number;
  /** The price minus the deposit held; absent without a price. */
  balanceDue?: number;
  /** Beyond the spec: a deposit asked online (issue 27), its link, status and history. */
  onlineDeposit?: ApiAppointmentDeposit;
  /** Booked from flash (issue 38): the design, its size's index and the size in cm. */
  flash?: { id: string; variant: number; sizeCm: number };
  createdAt: string;
  /** Issue 43: who booked, moved, cancelled or refunded it, and when (oldest first). */
  history?: AppointmentHistoryEntry[];
  /** Issue 44: the client confirmed it by replying C or YES to its reminder ("Confirmed by text"). */
  confirmedBy?: 'text';
  /** ISO: when that reply came. */
  confirmedAt?: string;
}

/** GET /api/calendar-new: an appointment with what the calendar shows beside it. */
export interface CalendarAppointment extends ApiAppointment {
  clientName: string;
  projectTitle?: string;
  /** The artist's local day of the appointment, 'YYYY-MM-DD' (the grouping key). */
  localDate: string;
  /** Beyond the spec: the client's allergies, so the day's work shows them (medical warning). */
  clientAllergies?: string;
  /** Beyond the spec: true when it falls outside the artist's working hours. */
  outsideWorkingHours?: boolean;
  /** Beyond the spec: the client signed the intake form of this appointment. */
  intakeSigned: boolean;
  /** What the signed intake flagged: every "yes" and the allergies it records. */
  intakeFlags?: string[];
  /** Beyond the spec: the client approved the project's design (who and when). */
  designApproval?: { approvedBy: string; approvedAt: string };
}

export interface SimpleClient {
  id: string;
  name: string;
  email?: string;
  phone?: string;
  notes?: string;
  /** Issue 44: the client's consent to texts (or its withdrawal), with the words and time. */
  smsConsent?: SmsConsent;
  createdAt: string;
}

export interface ApiClient extends SimpleClient {
  dateOfBirth?: string;
  emergencyContact?: string;
  emergencyPhone?: string;
  allergies?: string;
  medicalNotes?: string;
  /** What the client declared on each signed intake form, newest first (issue 34). */
  declaredHealth?: DeclaredHealth[];
  preferredStyle?: string;
  status: ClientStatus;
  projects: ApiProject[];
  appointments: ApiAppointment[];
  totalCollected: number;
  totalEstimated: number;
  /** The sum of the projects' credit balances. */
  creditBalance: number;
}

/**
 * Allergies and conditions a client declared on a signed intake form, kept on the client file
 * beside what the artist wrote, with where and when they were declared.
 */
export interface DeclaredHealth {
  source: 'intake';
  appointmentId: string;
  /** When the form was signed (ISO). */
  signedAt: string;
  allergies?: string;
  /** Every screening question answered "yes", by its short label. */
  conditions: string[];
}

export interface BodyPreviewImage {
  id: string;
  imageUrl: string;
  /** The small WebP for grids; the full image's URL when the preview has none. */
  thumbnailUrl: string;
  title: string;
  createdAt: string;
}
