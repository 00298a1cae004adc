import { text } from './text.js';
import { z } from './zod.js';
import { importRowErrorSchema } from './csv-import.js';
import { orderNumberSchema } from './loyalty.js';
import { dollarsMessage, formatCents, parseDollars } from './money.js';

/**
 * The storefront's order export the representative uploads (CSV with a header row). Header
 * names are matched ignoring case, spaces and punctuation ("Order Number" = order_number).
 */
export const storeOrderColumns = {
  orderNumber: { header: 'order_number', required: true, aliases: ['ordernumber', 'order', 'orderno', 'orderid'] },
  date: { header: 'date', required: true, aliases: ['date', 'orderdate', 'ordered', 'createdat'] },
  total: { header: 'total', required: true, aliases: ['total', 'ordertotal', 'amount', 'totalusd'] },
  email: { header: 'email', required: false, aliases: ['email', 'customeremail', 'emailaddress'] },
} as const;
export type StoreOrderColumn = keyof typeof storeOrderColumns;

/** Largest file the import accepts. */
export const STORE_ORDER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const STORE_ORDER_ROWS_MAX = 50_000;
/** Largest order total the import accepts: $100,000.00. */
const MAX_STORE_ORDER_CENTS = 10_000_000;


const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const usDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 2026-11-24 or 11/24/2026 (the storefront's US export) → 2026-11-24; null when not a real date. */
export function parseOrderDate(text: string): string | null {
  const iso = isoDate.exec(text);
  const us = usDate.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}


export const storeOrderRowSchema = z.object({
  orderNumber: orderNumberSchema,
  date: text('The date')
    .trim()
    .transform((text, context) => {
      const date = parseOrderDate(text);
      if (!date) context.addIssue({ code: 'custom', message: 'Enter the date as YYYY-MM-DD or MM/DD/YYYY' });
      return date ?? '';
    }),
  total: text('The total')
    .trim()
    .transform((text, context) => {
      const cents = parseDollars(text);
      if (cents === null) context.addIssue({ code: 'custom', message: dollarsMessage('The total') });
      else if (cents < 1 || cents > MAX_STORE_ORDER_CENTS) context.addIssue({ code: 'custom', message: `The total must be between $0.01 and ${formatCents(MAX_STORE_ORDER_CENTS)}` });
      return cents ?? 0;
    }),
  email: text('The email')
    .trim()
    .toLowerCase()
    .max(254, 'An email address is at most 254 characters')
    .pipe(z.union([z.literal(''), z.email('Enter a valid email address or leave it empty')]))
    .transform((email) => email || null),
});
export type StoreOrderRow = z.output<typeof storeOrderRowSchema>;


export const importReportSchema = z
  .object({
    imported: z.boolean(),
    rows: z.number().int(),
    newOrders: z.number().int(),
    unchangedOrders: z.number().int(),
    claimsApproved: z.number().int(),
    claimsFlagged: z.number().int(),
    ordersCredited: z.number().int(),
    errorCount: z.number().int(),
    errorRows: z.number().int(),
    errors: z.array(importRowErrorSchema),
  })
  .strict();
export type ImportReport = z.infer<typeof importReportSchema>;
