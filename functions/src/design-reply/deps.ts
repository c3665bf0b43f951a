import type { AcceptBookingInput } from '@inkforge/domain';
import type { AcceptedForOffer } from '../booking';
import type { AppointmentMoment, DesignApprovals } from '../clients';
import type { LinkMail } from '../reminders';
import type { Logger } from '../logger';
import type { QuestionsRepository } from './questions.repository';

/** What the questions and the offer need; the area wires it. */
export interface DesignReplyDeps {
  questions: QuestionsRepository;
  /** Sends a private-link mail in the artist's request (the reminders area's sender). */
  mail: (uid: string, mail: LinkMail) => Promise<'sent' | 'failed'>;
  /** Before a mail to a request's address: has it bounced, and its budget (429 when spent). */
  mailGate: {
    suppressed: (uid: string, to: string) => Promise<boolean>;
    spend: (uid: string, to: string) => Promise<void>;
  };
  /** The offer: accepting the request, the design's approval and the outbox, as they are. */
  offers: {
    /** `beforeBooking`: the last check before the client, project and appointment are made. */
    accept: (
      uid: string,
      id: string,
      input: AcceptBookingInput,
      beforeBooking?: () => Promise<void>,
    ) => Promise<AcceptedForOffer>;
    approvals: DesignApprovals;
    /** Tells the outbox of the booking once the offer's mail went (its first mail is that). */
    announce: (uid: string, moment: AppointmentMoment) => Promise<void>;
  };
  /** The app's address: the links the artist is answered are absolute. */
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
}
