/**
 * The online deposit stored on an appointment, read by the one reader every area uses (evidence
 * must print whatever was kept: an odd field is left out rather than failing the download).
 */
export { storedDepositOf as depositRecordOf } from '../clients';
