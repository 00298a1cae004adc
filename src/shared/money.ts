/** Cents → "$12.34": the one money format of the site, on the server and in the browser. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
