/**
 * The note once the deposit is paid: the proposal's "(not paid yet)" line says it was paid
 * online. Any other note (the artist's own words) is left as it is.
 */
export function paidDepositNote(notes: string | undefined, paid: string): string | undefined {
  if (!notes) return undefined;
  const next = notes.replace(
    /Deposit requested: .+? \(not paid yet\)\./,
    `Deposit paid online: ${paid}.`,
  );
  return next === notes ? undefined : next;
}
