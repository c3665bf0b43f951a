/**
 * The flash stencil PDF's transfer check, beside the file: 'passed' or 'failed', and its verdict
 * in words (URI-encoded: a header is ASCII), so the screen says it before anyone prints. Apart
 * from the routes (and their schemas) so the dashboard's print button loads no zod.
 */
export const TRANSFER_CHECK_HEADER = 'X-Transfer-Check';
export const TRANSFER_SUMMARY_HEADER = 'X-Transfer-Summary';
