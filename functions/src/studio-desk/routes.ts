import { studioDeskRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { bookForArtist } from './book-for-artist';
import { cancelAppointment, moveAppointment, readAppointment } from './change-appointment';
import type { StudioDeskDeps } from './deps';
import { askDepositFor, depositOutcomeFor, recordPaymentFor, sendIntakeLink } from './desk-links';
import { studioCalendar } from './studio-calendar';

/** One calendar, and booking for any artist of the studio (issue 43). */
export function studioDeskRoutes(deps: StudioDeskDeps, guards: RouteGuards): Router {
  const target = (uid: string, p: { id: string; artistUid: string; appointmentId: string }) => ({
    studioId: p.id,
    uid,
    artistUid: p.artistUid,
    appointmentId: p.appointmentId,
  });
  return mountRoutes(
    declared,
    {
      calendar: async ({ uid, params, query }) => studioCalendar(deps, params.id, uid, query),
      book: async ({ uid, params, body }) => bookForArtist(deps, params.id, uid, body),
      appointment: async ({ uid, params }) => readAppointment(deps, target(uid, params)),
      move: async ({ uid, params, body }) => moveAppointment(deps, target(uid, params), body),
      cancel: async ({ uid, params, body }) =>
        cancelAppointment(deps, target(uid, params), body.depositOutcome),
      intakeLink: async ({ uid, params }) => sendIntakeLink(deps, target(uid, params)),
      depositRequest: async ({ uid, params, body }) =>
        askDepositFor(deps, target(uid, params), body.amount),
      recordPayment: async ({ uid, params, body }) =>
        recordPaymentFor(deps, target(uid, params), body),
      depositOutcome: async ({ uid, params, body }) =>
        depositOutcomeFor(deps, target(uid, params), body),
    },
    guards,
  );
}
