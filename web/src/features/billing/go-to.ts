/** Leaves the app for a payment page (checkout, billing portal). One place, so tests can see it. */
export function goTo(url: string): void {
  window.location.assign(url);
}
