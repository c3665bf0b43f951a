import { depositRoutes } from '../booking/deposit-routes';
import { evidenceRoutes } from '../booking/evidence-routes';
import { authRoutes } from '../account/auth-routes';
import { accountRoutes, profileRoutes, userRoutes } from '../account/routes';
import { billingRoutes } from '../billing/routes';
import { chatRoutes } from '../chat/routes';
import { aiStatusRoutes, dashboardRoutes } from '../dashboard/routes';
import { bookingRoutes } from '../booking/routes';
import { approvalRoutes, clientsRoutes, intakeRoutes } from '../clients/routes';
import { flashRoutes } from '../flash/routes';
import { studioRoutes } from '../studio/routes';
import { studioDeskRoutes } from '../studio/desk-routes';
import { studioBookRoutes } from '../studio/book-routes';
import { studioMoneyRoutes } from '../studio/money-routes';
import { galleryRoutes } from '../gallery/routes';
import { bodyPreviewRoutes } from '../images/body-preview-routes';
import { imageToolRoutes } from '../images/routes';
import { stencilRoutes } from '../images/stencil-routes';
import { healedPhotoRoutes } from '../reminders/healed-photo-routes';
import { reminderRoutes } from '../reminders/routes';
import { mailDeliveryRoutes } from '../reminders/mail-delivery-routes';
import { consentRoutes, generationRoutes } from '../generation/routes';
import { notificationRoutes } from '../notifications/routes';
import { promoRoutes } from '../promo/routes';
import { studioPageRoutes } from '../studio/page-routes';
import { portalRoutes } from '../portal/routes';
import { portalChangeRoutes } from '../portal/change-routes';
import { balanceRoutes } from '../portal/balance-routes';
import { textRoutes } from '../texts/routes';
import { textWebhookRoutes } from '../text-webhooks/routes';
import { textThreadRoutes } from '../text-replies/routes';
import { supplyRoutes, sterilisationRoutes } from '../supplies/routes';
import { complianceRoutes, inkPassportRoutes } from '../ink-papers/routes';
import { artistAlertRoutes } from '../artist-alerts/routes';
import { briefRoutes } from '../briefs/routes';
import { conceptRoutes } from '../concepts/routes';
import { designReplyRoutes } from '../design-reply/routes';
import { declarationsOf, type DeclarationsOf } from './route';

/**
 * Every area's declared routes: an area adds its group here once, never a route. The answer
 * map, the web's typed calls, the server's mounting and the contract tests all read this.
 */
export const API_GROUPS = {
  auth: authRoutes,
  users: userRoutes,
  dashboard: dashboardRoutes,
  profile: profileRoutes,
  promo: promoRoutes,
  chat: chatRoutes,
  account: accountRoutes,
  generation: generationRoutes,
  consents: consentRoutes,
  billing: billingRoutes,
  notifications: notificationRoutes,
  aiStatus: aiStatusRoutes,
  gallery: galleryRoutes,
  stencil: stencilRoutes,
  images: imageToolRoutes,
  bodyPreview: bodyPreviewRoutes,
  evidence: evidenceRoutes,
  healedPhotos: healedPhotoRoutes,
  reminders: reminderRoutes,
  booking: bookingRoutes,
  deposits: depositRoutes,
  flash: flashRoutes,
  clients: clientsRoutes,
  intake: intakeRoutes,
  approval: approvalRoutes,
  mailDelivery: mailDeliveryRoutes,
  studios: studioRoutes,
  studioDesk: studioDeskRoutes,
  studioBook: studioBookRoutes,
  studioPage: studioPageRoutes,
  studioMoney: studioMoneyRoutes,
  portal: portalRoutes,
  portalChanges: portalChangeRoutes,
  portalBalance: balanceRoutes,
  texts: textRoutes,
  textWebhooks: textWebhookRoutes,
  textThread: textThreadRoutes,
  supplies: supplyRoutes,
  sterilisation: sterilisationRoutes,
  inkPassport: inkPassportRoutes,
  compliance: complianceRoutes,
  artistAlerts: artistAlertRoutes,
  briefs: briefRoutes,
  concepts: conceptRoutes,
  designReply: designReplyRoutes,
};

/** Any declared route. */
export type DeclaredRoute = DeclarationsOf<typeof API_GROUPS>;

/** The declared routes, flat, in the order the areas list them. */
export const DECLARED_ROUTES = declarationsOf(API_GROUPS);
