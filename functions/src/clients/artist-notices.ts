import type { SignedIntake } from '@inkforge/domain';
import type { BellNotice } from './bell';

const clipped = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The bell, when a client signs an intake form: who, for which appointment, what it flags. */
export function intakeSignedNotice(appointmentTitle: string, form: SignedIntake): BellNotice {
  const flags = form.medicalFlags.length
    ? ` Medical warning: ${clipped(form.medicalFlags.join(', '), 120)}.`
    : '';
  return {
    kind: 'intake_signed',
    title: `Intake signed by ${form.name}`,
    body: `${clipped(appointmentTitle, 80)}.${flags}`,
    link: '/calendar',
  };
}

/** The bell, when a client approves a project's design by name. */
export function designApprovedNotice(projectTitle: string, approvedBy: string): BellNotice {
  return {
    kind: 'design_approved',
    title: `Design approved by ${approvedBy}`,
    body: clipped(projectTitle, 80),
    link: '/clients',
  };
}

/** The bell, when a client asks for changes to a design instead of approving it. */
export function changesRequestedNotice(
  projectTitle: string,
  name: string,
  message: string,
): BellNotice {
  return {
    kind: 'design_changes_requested',
    title: `${name} asked for changes to “${clipped(projectTitle, 60)}”`,
    body: clipped(message, 200),
    link: '/clients',
  };
}
