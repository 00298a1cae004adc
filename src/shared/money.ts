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

/** What a representative reads when a money field or cell is not an amount: "Price must be an amount in dollars, like 24.50". */
export function dollarsMessage(label: string): string {
  return `${label} must be an amount in dollars, like 24.50`;
}

// Dollars with at most two decimals: "24", "24.5", "24.50", "$24.50", "1,234.50" (commas only as
// thousands separators, so a European "24,50" is refused rather than read as 2,450 dollars).
// Twelve digits at most keep every amount an exact integer of cents; the fields' own limits are
// far lower and say so in their own words.
const dollarAmount = /^\$?(\d{1,12}|\d{1,3}(?:,\d{3}){1,3})(?:\.(\d{1,2}))?$/;

/** Dollars as typed or exported ("$1,234.5") → cents (123450); null when it is not such an amount. */
export function parseDollars(typed: string): number | null {
  const match = dollarAmount.exec(typed.trim().replace(/^\$\s+/, '$'));
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Cents → the amount as a representative types it ("24.50"), for a form's money field. */
export function centsAsDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
