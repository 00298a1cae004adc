import { text } from './text.js';
import { z } from './zod.js';
import { funnelEventTypes } from './analytics-events.js';

export const activityItemSchema = z.object({
  id: text(),
  type: z.enum(funnelEventTypes),
  description: text(),
  createdAt: text(),
});

export const leadSchema = z.object({
  id: z.number().int(),
  firstName: text(),
  email: text(),
  /** The address was confirmed by a link sent to it. */
  confirmed: z.boolean(),
  /** The consent log's latest word on recommendations and tips. */
  consent: z.boolean(),
  wantsCyclingGuide: z.boolean(),
  createdAt: text(),
});

/** The dashboard's leads table shows the newest ones; the CSV export has all of them. */
export const LEADS_TABLE_LIMIT = 50;
