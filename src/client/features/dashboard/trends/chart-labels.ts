import type { TrendMeasure } from '../../../../shared/sales-trends';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-27" as "Nov 27": from the text itself, so the server and every browser agree. */
export function shortDay(isoDay: string): string {
  const [, month, day] = isoDay.split('-').map(Number);
  return `${months[(month ?? 1) - 1]} ${day}`;
}

export const measureTitles: Record<TrendMeasure, string> = {
  quizStarts: 'Quiz starts (people)',
  quizCompletions: 'Quiz completions (people)',
  confirmedEmails: 'Confirmed emails (people)',
  carts: 'Carts filled (people)',
  orders: 'Store orders',
  revenueCents: 'Revenue',
};

export const wholeNumber = (value: number) => value.toLocaleString('en-US');
/** Dollars on the revenue chart's axis and tooltip (the chart draws dollars, not cents). */
export const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
