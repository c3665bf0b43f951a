import type { Firestore } from '../adapters/firebase/firebase';
import type { TextProvider } from '../adapters/twilio';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import { createStudioRecords, type StudioRecords } from '../clients';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createLedgerService, type LedgerService } from '../credits/ledger.service';
import type { Logger } from '../logger';
import { mintPortalLink } from '../portal';
import { createArtistStudios, type ArtistStudios } from '../studios';
import { createTextsRepository, type TextsRepository } from './texts.repository';

/**
 * The text provider as this area uses it (Twilio's adapter, or its local twin): whether it is
 * set up, the sending number, and one send with a status callback.
 */
export type TextSender = Pick<TextProvider, 'configured' | 'from' | 'send'>;

/** What planning and sending texts need; the api, the scheduled sender and tests build it. */
export interface TextDeps {
  db: Firestore;
  repo: TextsRepository;
  texts: TextSender;
  /** The same words by e-mail when a text cannot go or did not arrive. */
  mail: MailTransport;
  ledger: LedgerService;
  records: StudioRecords;
  studios: ArtistStudios;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
  portalLink: (uid: string, clientId: string, now: Date) => Promise<string>;
}

export function createTextDeps(deps: {
  db: Firestore;
  texts: TextSender;
  mail: MailTransport;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
  ledger?: LedgerService;
}): TextDeps {
  return {
    db: deps.db,
    repo: createTextsRepository(deps.db),
    texts: deps.texts,
    mail: deps.mail,
    ledger:
      deps.ledger ?? createLedgerService(createLedgerRepository(deps.db), { now: deps.clock }),
    records: createStudioRecords(deps.db),
    studios: createArtistStudios(deps.db, deps.clock),
    appOrigin: deps.appOrigin,
    clock: deps.clock,
    logger: deps.logger,
    portalLink: (uid, clientId, now) => mintPortalLink(deps.db, uid, clientId, now),
  };
}

/** A sender holds a text this long; past it, a sender that died is presumed gone. */
export const TEXT_LEASE_MS = 2 * 60 * 1000;

/** Where the provider reports what became of a text (s44-wire's webhook). */
export const statusCallbackOf = (appOrigin: string) => `${appOrigin}/api/public/texts/status`;
