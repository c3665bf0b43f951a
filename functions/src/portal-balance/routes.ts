import { balanceRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { BalanceDeps } from './deps';
import { startBalanceCheckout } from './start-balance-checkout';

/** The client's appointment a portal token opens: 404 in words for any other. */
export type PortalAppointmentOf = (
  token: string,
  appointmentId: string,
  now: Date,
) => Promise<{ uid: string; clientId: string; appointment: { id: string } }>;

/** Issue 49: "Pay the balance" on the client's page (the portal token is the key). */
export function balanceRouteHandlers(
  deps: BalanceDeps & {
    appOrigin: string;
    portalAppointment: PortalAppointmentOf;
    pagePath: (token: string) => string;
  },
  guards: RouteGuards,
): Router {
  return mountRoutes(
    declared,
    {
      balanceCheckout: async ({ params }) => {
        const { uid, clientId, appointment } = await deps.portalAppointment(
          params.token,
          params.id,
          deps.clock(),
        );
        return startBalanceCheckout(deps, {
          uid,
          clientId,
          appointmentId: appointment.id,
          returnUrl: `${deps.appOrigin}${deps.pagePath(params.token)}`,
        });
      },
    },
    guards,
  );
}
