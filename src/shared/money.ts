// Made on first use and kept: building a number format costs far more than using one (a page of
// products formats every price), and building it on first use keeps it off the scripts' start.
let dollars: Intl.NumberFormat | undefined;

/** Cents → "$12.34": the one money format of the site, on the server and in the browser. */
export function formatCents(cents: number): string {
  dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return dollars.format(cents / 100);
}

/** Like formatCents, without ".00" on whole dollars ("$89", "$42.50"): for totals and savings. */
export function formatCentsShort(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '');
}
