/** Cents → "$12.34": the one money format of the site, on the server and in the browser. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Like formatCents, without ".00" on whole dollars ("$89", "$42.50"): for totals and savings. */
export function formatCentsShort(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '');
}
