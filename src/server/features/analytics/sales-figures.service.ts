import type { DataSource } from 'typeorm';
import type { SalesFigures, SalesInput } from '../../../shared/sales-trends.js';
import { salesBreakdown } from '../orders/api.js';

/** Revenue per source, per email and per product over the chosen days (see orders' sales-figures.ts). */
export async function getSalesFigures(dataSource: DataSource, input: SalesInput): Promise<SalesFigures> {
  return { days: input.days, ...(await salesBreakdown(dataSource, Number(input.days))) };
}
