export { recordAlertInTransaction } from './alerts.repository';
export { deliverAlert, type AlertOutcome } from './deliver-alert';
export { createAlertDeps, type AlertDeps } from './deps';
