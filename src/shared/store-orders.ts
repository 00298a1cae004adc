import { text } from './text.js';
import { z } from './zod.js';
import { importRowErrorSchema } from './csv-import.js';
import { orderNumberSchema } from './loyalty.js';
import { dollarsMessage, formatCents, parseDollars } from './money.js';

/**
 * The storefront's order export the representative uploads (CSV with a header row). Header
 * names are matched ignoring case, spaces and punctuation ("Order Number" = order_number), with
 * the names storefront exports use. One row per order, or one row per order line: the line
 * columns name the product (by SKU, slug or exact name), its quantity and the line's total (or
 * its unit price). Rows of one order repeat its number; its date, total and email may be
 * left empty after the first row, as storefront exports do.
 */
export const storeOrderColumns = {
  orderNumber: { header: 'order_number', required: true, aliases: ['ordernumber', 'order', 'orderno', 'orderid', 'ordername'] },
  date: { header: 'date', required: true, aliases: ['date', 'orderdate', 'ordered', 'orderedon', 'createdat', 'paidat'] },
  total: { header: 'total', required: true, aliases: ['total', 'ordertotal', 'amount', 'totalusd', 'totalcents'] },
  email: { header: 'email', required: false, aliases: ['email', 'customeremail', 'emailaddress'] },
  sku: { header: 'sku', required: false, aliases: ['sku', 'lineitemsku', 'productsku', 'itemsku', 'variantsku'] },
  slug: { header: 'product_slug', required: false, aliases: ['productslug', 'slug', 'handle', 'producthandle', 'lineitemhandle'] },
  product: { header: 'product', required: false, aliases: ['product', 'productname', 'lineitemname', 'item', 'itemname', 'producttitle', 'lineitemtitle'] },
  quantity: { header: 'quantity', required: false, aliases: ['quantity', 'qty', 'lineitemquantity', 'itemquantity'] },
  lineTotal: { header: 'line_total', required: false, aliases: ['linetotal', 'lineitemtotal', 'itemtotal', 'linesubtotal'] },
  unitPrice: { header: 'unit_price', required: false, aliases: ['unitprice', 'lineitemprice', 'itemprice', 'price'] },
} as const;

/** The columns that name a line's product: a file with any of them has one line per row. */
export const STORE_ORDER_PRODUCT_COLUMNS = ['sku', 'slug', 'product'] as const satisfies readonly StoreOrderColumn[];
export type StoreOrderColumn = keyof typeof storeOrderColumns;

/** Largest file the import accepts. */
export const STORE_ORDER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const STORE_ORDER_ROWS_MAX = 50_000;
/** Largest pushed order body: room for the most lines an order may have. */
export const STORE_ORDER_PUSH_MAX_BYTES = 128 * 1024;
/** Largest order total the import accepts: $100,000.00. */
const MAX_STORE_ORDER_CENTS = 10_000_000;
/** Lines one order may have, and the largest quantity of one line. */
export const STORE_ORDER_LINES_MAX = 200;
const LINE_QUANTITY_MAX = 10_000;
/** Longest product reference (SKU, slug or name) a line keeps. */
export const LINE_PRODUCT_TEXT_MAX = 200;


const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const usDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The earliest order date accepted: the storefront's orders are of this century. */
const EARLIEST_ORDER_DATE = '2000-01-01';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day of a year, month and day as written (YYYY-MM-DD), or null when there is no
 * such day. `setUTCFullYear` takes the year as given; `Date.UTC` and `new Date(y, m, d)` read
 * a year below 100 as 1900 + year, which turned 0026-11-30 into 1926-11-30.
 */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

/** A moment's UTC day as YYYY-MM-DD, its year as it is (no five- or six-digit ISO years). */
function utcDay(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/**
 * The shop's calendar day after `now`: the shop keeps the server's time zone (its digest and
 * daily backup times are in it). An order may be dated up to then, not later: a storefront
 * ahead of the shop's clock (another time zone, or an order's UTC day) can already be there.
 */
function latestOrderDate(now: Date = new Date()): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${tomorrow.getFullYear()}-${two(tomorrow.getMonth() + 1)}-${two(tomorrow.getDate())}`;
}

/** Whether a YYYY-MM-DD day is one an order may have: from EARLIEST_ORDER_DATE to latestOrderDate. */
function isOrderDateInRange(day: string, now: Date = new Date()): boolean {
  // Four-digit years compare as text; anything else (a year 10000, a sign) is out of range.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= EARLIEST_ORDER_DATE && day <= latestOrderDate(now);
}

const orderDateRange = (label: string, now: Date) => `${label} must be a day from ${EARLIEST_ORDER_DATE} to ${latestOrderDate(now)} (tomorrow in the shop's time zone)`;

/** 2026-11-24 or 11/24/2026 (the storefront's US export) → 2026-11-24, exactly as written; null when not a real date. */
export function parseOrderDate(text: string): string | null {
  const iso = isoDate.exec(text);
  const us = usDate.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return null;
  return calendarDay(Number(year), Number(month), Number(day));
}


/** The customer's email on an order, lower-cased; empty means none. */
const orderEmailSchema = text('The email')
    .trim()
    .toLowerCase()
    .max(254, 'An email address is at most 254 characters')
    .pipe(z.union([z.literal(''), z.email('Enter a valid email address or leave it empty')]));

export const storeOrderRowSchema = z.object({
  orderNumber: orderNumberSchema,
  date: text('The date')
    .trim()
    .transform((text, context) => {
      const date = parseOrderDate(text);
      const now = new Date();
      if (!date) context.addIssue({ code: 'custom', message: 'Enter the date as YYYY-MM-DD or MM/DD/YYYY' });
      else if (!isOrderDateInRange(date, now)) context.addIssue({ code: 'custom', message: orderDateRange('The date', now) });
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
  email: orderEmailSchema.transform((email) => email || null),
});
export type StoreOrderRow = z.output<typeof storeOrderRowSchema>;

const productReference = (label: string) => text(label).trim().max(LINE_PRODUCT_TEXT_MAX, `${label} is at most ${LINE_PRODUCT_TEXT_MAX} characters`);
const quantitySchema = z
  .number({ error: 'The quantity must be a whole number from 1 to 10,000' })
  .int('The quantity must be a whole number from 1 to 10,000')
  .min(1, 'The quantity must be a whole number from 1 to 10,000')
  .max(LINE_QUANTITY_MAX, 'The quantity must be a whole number from 1 to 10,000');
const lineCentsSchema = z
  .number({ error: 'A line total is a whole number of cents' })
  .int('A line total is a whole number of cents')
  .min(0, 'A line total cannot be negative')
  .max(MAX_STORE_ORDER_CENTS, `A line total is at most ${formatCents(MAX_STORE_ORDER_CENTS)}`);

/** One line of an order: the product by SKU, slug or exact name (the first given that matches is used). */
export const storeOrderLineSchema = z
  .object({
    sku: productReference('The SKU').optional(),
    slug: productReference('The slug').optional(),
    name: productReference('The product name').optional(),
    quantity: quantitySchema,
    lineTotalCents: lineCentsSchema,
  })
  .strict()
  .refine((line) => Boolean(line.sku || line.slug || line.name), { message: 'A line names its product by sku, slug or name' });
export type StoreOrderLine = z.output<typeof storeOrderLineSchema>;

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** `2026-11-24`, or an ISO timestamp with its offset, whose UTC day is used; from 2000-01-01 to tomorrow. */
const orderedOnSchema = text('orderedOn')
  .trim()
  .max(40, 'orderedOn is a date like 2026-11-24')
  .transform((value, context) => {
    const timestamp = isoTimestamp.test(value) ? Date.parse(value) : Number.NaN;
    const day = Number.isNaN(timestamp) ? (isoDate.test(value) ? parseOrderDate(value) : null) : utcDay(new Date(timestamp));
    const now = new Date();
    if (!day) context.addIssue({ code: 'custom', message: 'orderedOn is a date like 2026-11-24' });
    else if (!isOrderDateInRange(day, now)) context.addIssue({ code: 'custom', message: orderDateRange('orderedOn', now) });
    return day ?? '';
  });

/** `POST /api/store/orders`: one order a storefront pushes, signed (Standard Webhooks). */
export const storeOrderPushSchema = z
  .object({
    orderNumber: orderNumberSchema,
    orderedOn: orderedOnSchema,
    email: orderEmailSchema.nullish().transform((email) => email || null),
    totalCents: z
      .number({ error: 'totalCents is the order total in cents' })
      .int('totalCents is the order total in cents')
      .min(1, `The total must be between $0.01 and ${formatCents(MAX_STORE_ORDER_CENTS)}`)
      .max(MAX_STORE_ORDER_CENTS, `The total must be between $0.01 and ${formatCents(MAX_STORE_ORDER_CENTS)}`),
    lines: z.array(storeOrderLineSchema).max(STORE_ORDER_LINES_MAX, `An order has at most ${STORE_ORDER_LINES_MAX} lines`).default([]),
  })
  .strict();
export type StoreOrderPush = z.output<typeof storeOrderPushSchema>;

/** What a push did: recorded now, or already recorded with the same details (a retry). */
export const storeOrderPushResultSchema = z
  .object({
    orderNumber: text(),
    recorded: z.enum(['new', 'already']),
    lines: z.number().int(),
    unknownProductLines: z.number().int(),
  })
  .strict();
export type StoreOrderPushResult = z.infer<typeof storeOrderPushResultSchema>;


export const importReportSchema = z
  .object({
    imported: z.boolean(),
    rows: z.number().int(),
    newOrders: z.number().int(),
    unchangedOrders: z.number().int(),
    claimsApproved: z.number().int(),
    claimsFlagged: z.number().int(),
    ordersCredited: z.number().int(),
    /** Order lines stored, and of those the ones whose product the catalogue does not know (kept with their text). */
    newLines: z.number().int(),
    unknownProductLines: z.number().int(),
    errorCount: z.number().int(),
    errorRows: z.number().int(),
    errors: z.array(importRowErrorSchema),
  })
  .strict();
export type ImportReport = z.infer<typeof importReportSchema>;

/** Whether storefront pushes can be verified: a secret exists (it is never shown again), and since when. */
export const webhookSecretStatusSchema = z
  .object({
    configured: z.boolean(),
    rotatedAt: text().nullable(),
    /** Until when the secret before the last rotation still verifies pushes. */
    previousValidUntil: text().nullable(),
  })
  .strict();
export type WebhookSecretStatus = z.infer<typeof webhookSecretStatusSchema>;
export const webhookSecretOutputSchema = z.object({ secret: text() }).strict();
