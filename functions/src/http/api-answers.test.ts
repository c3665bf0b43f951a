import type { ApiResponses, ApiRoute } from '@inkforge/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type { deleteAccount } from '../account/delete-account';
import type { getAiStatus } from '../ai-status/get-ai-status';
import type { changePassword } from '../auth/change-password';
import type { forgotPassword } from '../auth/forgot-password';
import type { logout } from '../auth/logout';
import type { resetPassword } from '../auth/reset-password';
import type { signup } from '../auth/signup';
import type { validateResetToken } from '../auth/validate-reset-token';
import type { setCancellation } from '../billing/cancel-subscription';
import type { getBillingHistory } from '../billing/get-billing-history';
import type { openPortal } from '../billing/open-portal';
import type { previewPlanChange } from '../billing/preview-plan-change';
import type { startCheckout } from '../billing/start-checkout';
import type { syncCheckout, syncSubscription } from '../billing/sync';
import type { undoPlanChange, updateSubscription } from '../billing/update-subscription';
import type { applyBodyPreview } from '../body-preview/apply-body-preview';
import type { acceptBookingRequest } from '../booking/accept-booking-request';
import type { getBookingSettings, saveBookingSettings } from '../booking/booking-settings';
import type { declineBookingRequest } from '../booking/decline-booking-request';
import type { getBookingPage } from '../booking/get-booking-page';
import type { listBookingRequests } from '../booking/list-booking-requests';
import type { sendBookingRequest } from '../booking/send-booking-request';
import type { answerChat } from '../chat/answer-chat';
import type { listLedger } from '../credits/list-ledger';
import type { getDashboardStats } from '../dashboard/get-dashboard-stats';
import type { applyDepositOutcome } from '../deposits/apply-outcome';
import type { askDeposit } from '../deposits/ask-deposit';
import type { connectStatus, startConnectOnboarding } from '../deposits/connect';
import type { getPublicDeposit, startDepositCheckout } from '../deposits/public-deposit';
import type { generateDesign } from '../generation/generate-design';
import type { generateFromFile } from '../generation/generate-from-file';
import type { getJob } from '../generation/get-job';
import type { listJobs } from '../generation/list-jobs';
import type { quickGenerate } from '../generation/quick-generate';
import type { openHealedPhotoLink } from '../healed-photos/open-healed-photo-link';
import type { sendHealedPhoto } from '../healed-photos/send-healed-photo';
import type { mirrorDesign } from '../images/mirror-design';
import type { modifyImage } from '../images/modify-image';
import type { presignedDownload } from '../images/presigned-download';
import type { removeBackground } from '../images/remove-background';
import type { upscaleImage } from '../images/upscale-image';
import type { listNotifications } from '../notifications/list-notifications';
import type { updateFormats } from '../profile/update-formats';
import type { updateProfile } from '../profile/update-profile';
import type { redeemPromoCode } from '../promo/redeem-promo-code';
import type { listAppointmentMail } from '../reminders/list-appointment-mail';
import type { getReminderSettings, setReminderSettings } from '../reminders/mail-settings';
import type { generateStencil } from '../stencil/generate-stencil';
import type { listStencilPresets } from '../stencil/presets.repository';
import type { checkTransfer } from '../stencil/transfer';
import type { UsersService } from '../users/users.service';

/** What a handler's operation resolves to: the body its route sends. */
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Sends<R extends ApiRoute, Body> = [Body] extends [ApiResponses[R]]
  ? true
  : { route: R; sends: Body };

// The web's calls and test stubs are typed by the domain's map: each route's answer, as its
// handler builds it, must be what the map says. A route's handler that sends another shape
// fails to compile here. A declared route needs no row: its handler's type is its answer's.
describe('the server answers what the map of API answers says', () => {
  it('type-checks each route against the operation its handler sends', () => {
    type Checked = [
      Sends<'GET /api/auth/me', Answer<UsersService['ensureCaller']>>,
      Sends<'POST /api/auth/firebase', { user: Answer<UsersService['ensureCaller']> }>,
      Sends<'POST /api/auth/signup', Answer<typeof signup>>,
      Sends<'POST /api/auth/logout', Answer<typeof logout>>,
      Sends<'POST /api/auth/forgot-password', Answer<typeof forgotPassword>>,
      Sends<'POST /api/auth/validate-reset-token', Answer<typeof validateResetToken>>,
      Sends<'POST /api/auth/reset-password', Answer<typeof resetPassword>>,
      Sends<'POST /api/auth/change-password', Answer<typeof changePassword>>,
      Sends<'POST /api/user/consent', { user: Answer<UsersService['ensureCaller']> }>,
      Sends<'PATCH /api/profile', Answer<typeof updateProfile>>,
      Sends<'PUT /api/profile/formats', Answer<typeof updateFormats>>,
      Sends<'DELETE /api/account', Answer<typeof deleteAccount>>,
      Sends<'GET /api/dashboard/stats', Answer<typeof getDashboardStats>>,
      Sends<'GET /api/admin/ai-status', Answer<typeof getAiStatus>>,
      Sends<'GET /api/notifications', Answer<typeof listNotifications>>,
      Sends<'POST /api/app/chatbot', Answer<typeof answerChat>>,
      Sends<'POST /api/promo-code/redeem', Answer<typeof redeemPromoCode>>,
      Sends<'POST /api/checkout/multi-currency', Answer<typeof startCheckout>>,
      Sends<'GET /api/credits/ledger', Answer<typeof listLedger>>,
      Sends<'GET /api/billing/history', Answer<typeof getBillingHistory>>,
      Sends<'POST /api/billing/customer-portal', Answer<typeof openPortal>>,
      Sends<'POST /api/update-subscription', Answer<typeof updateSubscription>>,
      Sends<'POST /api/update-subscription/preview', Answer<typeof previewPlanChange>>,
      Sends<'POST /api/update-subscription/undo', Answer<typeof undoPlanChange>>,
      Sends<'POST /api/subscription/cancel', Answer<typeof setCancellation>>,
      Sends<'POST /api/billing/sync-subscription', Answer<typeof syncSubscription>>,
      Sends<'POST /api/billing/sync', Answer<typeof syncCheckout>>,
      Sends<'GET /api/stripe/verify-payment/:sessionId', Answer<typeof syncCheckout>>,
      Sends<'POST /api/ai/generate', Omit<Answer<typeof generateDesign>, 'objectPath'>>,
      Sends<
        'POST /api/ai/generate-from-file',
        Pick<Answer<typeof generateFromFile>, 'jobId' | 'status'>
      >,
      Sends<'POST /api/ai/quick-generate', Answer<typeof quickGenerate>>,
      Sends<'GET /api/ai/jobs', Answer<typeof listJobs>>,
      Sends<'GET /api/ai/jobs/:jobId', Answer<typeof getJob>>,
      Sends<'POST /api/ai/remove-background', Answer<typeof removeBackground>>,
      Sends<'POST /api/ai/upscale', Answer<typeof upscaleImage>>,
      Sends<'POST /api/ai/mirror', Answer<typeof mirrorDesign>>,
      Sends<'POST /api/modify-image', Answer<typeof modifyImage>>,
      Sends<'GET /api/presigned-download/*key', Answer<typeof presignedDownload>>,
      Sends<'POST /api/ai/body-preview', Answer<typeof applyBodyPreview>>,
      Sends<'GET /api/stencil/presets', { presets: Answer<typeof listStencilPresets> }>,
      Sends<'POST /api/stencil/generate', Answer<typeof generateStencil>>,
      Sends<'POST /api/stencil/upload', Answer<typeof generateStencil>>,
      Sends<'POST /api/stencil/transfer-check', Answer<typeof checkTransfer>>,
      Sends<'POST /api/appointments/:id/deposit-outcome', Answer<typeof applyDepositOutcome>>,
      Sends<'POST /api/appointments/:id/deposit-request', Answer<typeof askDeposit>>,
      Sends<'GET /api/profile/reminders', Answer<typeof getReminderSettings>>,
      Sends<'PUT /api/profile/reminders', Answer<typeof setReminderSettings>>,
      Sends<'GET /api/appointment-mail', Answer<typeof listAppointmentMail>>,
      Sends<'GET /api/public/healed-photos/:token', Answer<typeof openHealedPhotoLink>>,
      Sends<'POST /api/public/healed-photos/:token', Answer<typeof sendHealedPhoto>>,
      Sends<'GET /api/public/booking/:username', Answer<typeof getBookingPage>>,
      Sends<'POST /api/public/booking/:username/requests', Answer<typeof sendBookingRequest>>,
      Sends<'GET /api/booking-requests', Answer<typeof listBookingRequests>>,
      Sends<'POST /api/booking-requests/:id/accept', Answer<typeof acceptBookingRequest>>,
      Sends<'POST /api/booking-requests/:id/decline', Answer<typeof declineBookingRequest>>,
      Sends<'GET /api/profile/booking', Answer<typeof getBookingSettings>>,
      Sends<'PUT /api/profile/booking', Answer<typeof saveBookingSettings>>,
      Sends<'GET /api/public/deposits/:token', Answer<typeof getPublicDeposit>>,
      Sends<'POST /api/public/deposits/:token/checkout', Answer<typeof startDepositCheckout>>,
      Sends<'GET /api/profile/payments-connect', Answer<typeof connectStatus>>,
      Sends<'POST /api/profile/payments-connect', Answer<typeof startConnectOnboarding>>,
    ];
    expectTypeOf<Exclude<Checked[number], true>>().toBeNever();
  });
});
