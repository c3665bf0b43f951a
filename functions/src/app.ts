import { RATE_LIMITS, type RateLimitRules } from '@inkforge/domain';
import express, { type Express } from 'express';
import type { ImageOps } from './adapters/sharp/image-ops';
import { imagesArea } from './images/area';
import { conceptsArea } from './concepts/area';
import { stencilArea } from './stencil/area';
import { galleryArea } from './gallery/area';
import { bodyPreviewArea } from './body-preview/area';
import type { ImageUrlPolicy } from './paid-tools/resolve-image-url';
import type { CancelSubscription } from './account/delete-account';
import type { ObjectStore } from './adapters/firebase/storage';
import type { ChatModel } from './adapters/chat-model';
import { accountArea } from './account/area';
import { chatArea } from './chat/area';
import { consentsArea } from './consents/area';
import { dashboardArea } from './dashboard/area';
import { profileArea } from './profile/area';
import { promoArea } from './promo/area';
import { aiStatusArea } from './ai-status/area';
import { bookingArea } from './booking/area';
import { clientsArea } from './clients/area';
import { flashArea } from './flash/area';
import { depositsArea } from './deposits/area';
import { createDepositsRepository } from './deposits/deposits.repository';
import { depositStopper, stopDeposit } from './deposits/stop-deposit';
import { evidenceArea } from './evidence/area';
import { healedPhotosArea } from './healed-photos/area';
import { createConsentsRepository } from './consents/consents.repository';
import { createConsentsService } from './consents/consents.service';
import type { MailTransport } from './adapters/nodemailer/mail-transport';
import type { TextProvider } from './adapters/twilio';
import { remindersArea } from './reminders/area';
import { notificationsArea } from './notifications/area';
import { notifierFor } from './notifications/notifications.repository';
import { createLedgerRepository } from './credits/ledger.repository';
import { createLedgerService } from './credits/ledger.service';
import type { Accounts } from './adapters/firebase/accounts';
import type { Payments } from './adapters/payments';
import { billingArea } from './billing/area';
import type { AiProvider } from './adapters/ai-provider';
import type { JobQueue } from './adapters/firebase/job-queue';
import { generationArea } from './generation/area';
import type { Firestore } from './adapters/firebase/firebase';
import type { IdentityToolkit } from './adapters/firebase/identity-toolkit';
import { authArea } from './auth/area';
import { errorHandler } from './http/error-handler';
import { jsonBody } from './http/json-body';
import { notFound } from './http/not-found';
import { pathGuard } from './http/path-guard';
import { trustHostingProxies } from './http/client-address';
import { rateLimits } from './http/rate-limit';
import { optionalAuth, requireAuth } from './http/require-auth';
import { createTokenBuckets } from './rate-limits/token-bucket.repository';
import type { Logger } from './logger';
import { createUsersRepository } from './users/users.repository';
import { usersArea } from './users/area';
import { studiosArea } from './studios/area';
import { deskSpendGate } from './studios';
import { studioDeskArea } from './studio-desk/area';
import { studioClientsArea, studioMedicalReadHook } from './studio-clients/area';
import { studioPageArea } from './studio-page/area';
import { studioMoneyArea } from './studio-money/area';
import { portalArea } from './portal/area';
import { inkPassportArea } from './ink-passport/area';
import { complianceArea } from './compliance/area';
import { portalBalanceArea } from './portal-balance/area';
import { createUsersService } from './users/users.service';
import { textWebhookArea } from './texts-webhook/area';
import type { TextWebhookHooks } from './texts-webhook';
import { artistAlertsArea } from './artist-alerts/area';
import { designReplyArea } from './design-reply';
import type { PushSender } from './adapters/web-push/push-sender';
import { portalChangesArea } from './portal-changes/area';
import { textsArea } from './texts';
import { sendTextNow, textRepliesArea } from './text-replies';
import { suppliesArea } from './supplies/area';
import { createSuppliesDeps, requireSessionRecord, retainSessionRecords } from './supplies';
import { sterilisationArea } from './sterilisation/area';
import { createCycleLookup } from './sterilisation';
import { briefsArea } from './briefs';

export interface AppDeps extends TextWebhookHooks {
  db: Firestore;
  accounts: Accounts;
  identity: IdentityToolkit;
  clock: () => Date;
  logger: Logger;
  appOrigin: string;
  /** Request budgets; the domain's RATE_LIMITS unless a test needs others. */
  rateLimits?: RateLimitRules;
  objects: ObjectStore;
  /** Image generation and moderation: OpenAI, or the offline provider with no key. */
  ai: AiProvider;
  /** Cloud Tasks queue of the runJob function. */
  jobQueue: JobQueue;
  /** Null: the support chat answers offline from the knowledge base. */
  chatModel: ChatModel | null;
  /** Account deletion stops the caller's subscription through this. */
  cancelSubscription: CancelSubscription;
  /** Stripe, or its offline twin when no key is configured. */
  payments: Payments;
  /** Pixel work of the image tools and stencils (sharp). */
  imageOps: ImageOps;
  /** Which imageUrl inputs are ours: the bucket and the origin of the URLs we sign. */
  imageUrlPolicy: ImageUrlPolicy;
  /** SMTP for the clients' booking e-mails: the stack's mail catcher locally. */
  mail: MailTransport;
  /** The mail provider's webhook signing key (bounces and complaints); none: events answer 503. */
  mailEventsKey?: string;
  /** Twilio for the clients' texts: the stack's SMS twin locally; `configured: false`, texts off. */
  texts: TextProvider;
  /** Web push for the artist's alerts (VAPID); `configured: false`, alerts by e-mail only. */
  push: PushSender;
}

/** The whole `/api` express app, built from its dependencies so tests run the shipped code. */
export function createApp(deps: AppDeps): Express {
  // The services several areas share are built once here; areas only compose routes.
  const users = createUsersService({ repo: createUsersRepository(deps.db), clock: deps.clock });
  const ledger = createLedgerService(createLedgerRepository(deps.db), { now: deps.clock });
  const consents = createConsentsService(createConsentsRepository(deps.db), deps.clock);
  const shared = { users, ledger, consents };
  const guards = {
    requireAuth: requireAuth(deps.accounts),
    optionalAuth: optionalAuth(deps.accounts),
    clock: deps.clock,
    beforeSpend: deskSpendGate(deps.db, deps.clock),
  };

  const api = express.Router();
  api.use(pathGuard);
  api.use(jsonBody());
  api.use(
    rateLimits({
      buckets: createTokenBuckets(deps.db),
      rules: deps.rateLimits ?? RATE_LIMITS,
      clock: deps.clock,
    }),
  );
  api.use(authArea({ ...deps, ...shared }, guards));
  api.use(usersArea({ ...deps, ...shared }, guards));
  api.use(dashboardArea({ ...deps, ...shared }, guards));
  api.use(profileArea({ ...deps, ...shared }, guards));
  api.use(promoArea({ ...deps, ...shared }, guards));
  api.use(chatArea({ ...deps, ...shared }, guards));
  api.use(accountArea({ ...deps, ...shared }, guards));
  const reminders = remindersArea(
    {
      ...deps,
      transport: deps.mail,
      onDepositStopped: depositStopper(deps),
      mailEventsKey: deps.mailEventsKey ?? '',
    },
    guards,
  );
  api.use(reminders.routes);
  // Texts go beside the booking e-mails: each change is told by both hooks, mail first.
  const texts = textsArea({ ...deps, ledger }, guards);
  api.use(texts.routes);
  const onAppointmentChange: typeof reminders.onAppointmentChange = async (uid, before, after) => {
    await reminders.onAppointmentChange(uid, before, after);
    await texts.onAppointmentChange(uid, before, after);
  };
  const onDepositChange: typeof reminders.onDepositChange = async (uid, appointmentId, change) => {
    await reminders.onDepositChange(uid, appointmentId, change);
    await texts.onDepositChange(uid, appointmentId, change);
  };
  // Issue 45: the session records, read by the payment gate and kept when a client goes.
  const supplies = createSuppliesDeps({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    cycleExists: createCycleLookup(deps.db),
    mailRecall: reminders.mailRecall,
    // The ink passport's mail (s45-papers) listens to each new version of a record.
    onSessionRecorded: reminders.onSessionRecorded,
  });
  const recordHooks = {
    beforePayment: (uid: string, projectId: string, amountCents: number) =>
      requireSessionRecord(supplies, uid, projectId, amountCents),
    onClientDeleted: (uid: string, clientId: string) =>
      retainSessionRecords(supplies, uid, clientId),
  };
  api.use(
    clientsArea(
      {
        ...deps,
        notify: notifierFor(deps.db, deps.clock),
        onAppointmentChange,
        mailApprovalLink: reminders.mailApprovalLink,
        beforeClientMail: reminders.clientMailGates.toClient,
        onMedicalRead: studioMedicalReadHook(deps),
        onDepositStopped: (uid, appointmentId) =>
          stopDeposit({ ...deps, deposits: createDepositsRepository(deps.db) }, uid, appointmentId),
        ...recordHooks,
      },
      guards,
    ),
  );
  api.use(bookingArea({ ...deps, onAppointmentChange }, guards));
  api.use(
    depositsArea(
      {
        ...deps,
        onDepositChange,
        onAppointmentChange,
        beforeDepositMail: reminders.clientMailGates.forAppointment,
      },
      guards,
    ),
  );
  api.use(flashArea(deps, guards));
  api.use(evidenceArea(deps, guards));
  api.use(healedPhotosArea(deps, guards));
  api.use(generationArea({ ...deps, ...shared }, guards));
  api.use(consentsArea({ ...deps, ...shared }, guards));
  api.use(stencilArea({ ...deps, ...shared }, guards));
  api.use(imagesArea({ ...deps, ...shared }, guards));
  api.use(galleryArea({ ...deps, ...shared }, guards));
  api.use(bodyPreviewArea({ ...deps, ...shared }, guards));
  api.use(billingArea({ ...deps, ...shared }, guards));
  api.use(notificationsArea(deps, guards));
  api.use(aiStatusArea({ ai: deps.ai, users }, guards));
  api.use(studiosArea(deps, guards));
  // What the desk's and the client's own changes to a booking tell: mails, the deposit's link.
  const bookingChangeHooks = {
    onAppointmentChange,
    onDepositStopped: (uid: string, appointmentId: string) =>
      stopDeposit({ ...deps, deposits: createDepositsRepository(deps.db) }, uid, appointmentId),
    onDepositChange,
    beforeDepositMail: reminders.clientMailGates.forAppointment,
  };
  api.use(
    studioDeskArea(
      { ...deps, ...bookingChangeHooks, beforePayment: recordHooks.beforePayment },
      guards,
    ),
  );
  api.use(studioClientsArea(deps, guards));
  api.use(studioPageArea(deps, guards));
  api.use(studioMoneyArea(deps, guards));
  api.use(portalArea(deps, guards));
  api.use(portalChangesArea({ ...deps, ...bookingChangeHooks }, guards));
  api.use(portalBalanceArea(deps, guards));
  // Issue 44: the client's texts in (the webhook's hook) and the thread the artist answers.
  const replies = textRepliesArea({ ...deps, sendNow: sendTextNow({ ...deps, ledger }) }, guards);
  api.use(replies.routes);
  api.use(
    textWebhookArea(
      {
        ...deps,
        // The texts area and the thread take what Twilio posts; a test of the webhook alone
        // may listen in their place (AppDeps' hooks).
        onTextStatus: deps.onTextStatus ?? texts.onTextStatus,
        onInboundText: deps.onInboundText ?? replies.onInboundText,
      },
      guards,
    ),
  );
  api.use(suppliesArea(supplies, guards));
  api.use(sterilisationArea(deps, guards));
  api.use(inkPassportArea(deps, guards));
  api.use(complianceArea(deps, guards));
  api.use(artistAlertsArea(deps, guards));
  api.use(briefsArea({ ...deps, ...shared }, guards));
  api.use(conceptsArea({ ...deps, ...shared }, guards));
  // Issue 46: questions to the client and the offer.
  api.use(
    designReplyArea(
      {
        ...deps,
        onOfferSent: reminders.onOfferSent,
        mailGate: reminders.clientMailGates.toAddress,
      },
      guards,
    ),
  );
  api.use(notFound);

  const app = express();
  app.disable('x-powered-by');
  // req.ip is the address Hosting's CDN saw (see client-address.ts), never a client's header.
  app.set('trust proxy', trustHostingProxies);
  // Mounted on /api only: the Hosting rewrite and a direct call to the function both pass it.
  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
