// Provisional until s49-portal's ApiPortal lands; replaced by the domain's types.
import type { Money } from '@inkforge/domain';

export interface ApiPortalAppointment {
  id: string;
  start: string;
  end: string;
  what: string;
  status: 'scheduled' | 'completed' | 'cancelled' | 'no-show';
  deposit: { status: string; amount: Money } | null;
  balanceDue: Money | null;
  move: { allowed: boolean; reason: string | null };
  cancel: { allowed: boolean; outcome: string; reason: string | null };
  payBalance: { allowed: boolean; reason: string | null };
}

export interface ApiPortal {
  artist: { name: string; studio: string | null; avatarUrl: string | null; accentColor: string | null };
  format: { currency: string; locale: string; timeZone: string };
  upcoming: ApiPortalAppointment[];
  past: ApiPortalAppointment[];
  todo: { intakeUrl: string | null; approvalUrl: string | null };
  downloads: { label: string; url: string }[];
  healedPhotoUrl: string | null;
}
