/**
 * The sales phase's store orders, made from their index alone: the seed, the S1 import file and
 * the S2 senders (another process) all make the same orders, so the bench can check afterwards
 * that every order it sent is recorded once with all its lines.
 */
import type { StoreOrderLine } from '../../src/shared/store-orders.js';

/** A catalogue product as an export names it. */
export interface ProductRef {
  sku: string;
  slug: string;
  name: string;
}

/** A confirmed person's address and the UTC day of their quiz. */
export interface Buyer {
  email: string;
  quizDay: string;
}

export interface OrderMix {
  /** Order numbers are `<prefix>-<index>`. */
  prefix: string;
  products: readonly ProductRef[];
  buyers: readonly Buyer[];
  /** Addresses of members who never left an email with the quiz. */
  members: readonly string[];
  /** Today (UTC, YYYY-MM-DD): no order is dated later. */
  today: string;
  /** Orders of other customers are dated within this many days up to today (1: all today). */
  days: number;
}

export interface BenchOrder {
  orderNumber: string;
  orderedOn: string;
  email: string | null;
  totalCents: number;
  lines: StoreOrderLine[];
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isoDay = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Lines of order `index` when `lines` lines are shared out evenly over `orders` orders (the total is exact). */
export function evenLineCount(index: number, orders: number, lines: number): number {
  return Math.floor(((index + 1) * lines) / orders) - Math.floor((index * lines) / orders);
}

/**
 * Line `position` of an order: mostly named by SKU, some by slug or exact name as other exports
 * do, and one in twenty a product the catalogue never had (kept, flagged unknown).
 */
function line(mix: OrderMix, index: number, position: number): StoreOrderLine {
  const productIndex = (index * 31 + position * 17) % mix.products.length;
  const product = mix.products[productIndex]!;
  const kind = (index + position * 7) % 20;
  const quantity = 1 + ((index + 2 * position) % 3);
  const lineTotalCents = quantity * (900 + ((productIndex * 130) % 4000));
  if (kind === 0) return { name: `Discontinued item ${(index + position) % 300}`, quantity, lineTotalCents };
  if (kind >= 18) return { name: product.name, quantity, lineTotalCents };
  if (kind >= 14) return { slug: product.slug, quantity, lineTotalCents };
  return { sku: product.sku, quantity, lineTotalCents };
}

/**
 * Order `index` with `lineCount` lines. Four in ten are a confirmed person's, dated 0-25 days
 * after their quiz (so most are credited to it, and some people buy twice); one in ten a
 * member's; one in ten a guest address nobody knows; four in ten have no address.
 */
export function benchOrder(mix: OrderMix, index: number, lineCount: number): BenchOrder {
  const today = dayNumber(mix.today);
  const kind = index % 10;
  const buyer = kind < 4 && mix.buyers.length > 0 ? mix.buyers[(index * 7919) % mix.buyers.length] : undefined;
  const email = buyer ? buyer.email : kind === 4 && mix.members.length > 0 ? mix.members[index % mix.members.length]! : kind === 5 ? `guest${index}@nobody.example` : null;
  const day = buyer ? Math.min(today, dayNumber(buyer.quizDay) + (index % 26)) : today - ((index * 37) % mix.days);
  const lines = Array.from({ length: lineCount }, (_, position) => line(mix, index, position));
  const shipping = index % 4 === 0 ? 595 : 0;
  return {
    orderNumber: `${mix.prefix}-${String(index).padStart(7, '0')}`,
    orderedOn: isoDay(day),
    email,
    totalCents: lines.reduce((sum, item) => sum + item.lineTotalCents, shipping),
    lines,
  };
}

/** Lines of pushed order `index`: one to five, three on average. */
export const pushLineCount = (index: number) => 1 + ((index * 7) % 5);

/** The delivery id of pushed order `index`: the same on every retry, as Standard Webhooks senders do. */
export const pushWebhookId = (index: number) => `msg_sales_${index}`;

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A storefront export of `orders` orders sharing `lines` lines: one row per line, each repeating its order's number, date, total and email. */
export function orderExportCsv(mix: OrderMix, orders: number, lines: number): string {
  const rows = ['order_number,date,total,email,sku,product_slug,product,quantity,line_total'];
  for (let index = 0; index < orders; index++) {
    const order = benchOrder(mix, index, evenLineCount(index, orders, lines));
    const head = [order.orderNumber, order.orderedOn, dollars(order.totalCents), order.email ?? ''];
    for (const item of order.lines) {
      rows.push([...head, item.sku ?? '', item.slug ?? '', item.name ?? '', String(item.quantity), dollars(item.lineTotalCents)].map(csvCell).join(','));
    }
  }
  return `${rows.join('\n')}\n`;
}
