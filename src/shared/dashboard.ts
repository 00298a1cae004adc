import { z } from './zod.js';
import { funnelEventTypes } from './analytics-events.js';

export const activityItemSchema = z.object({
  id: z.string(),
  type: z.enum(funnelEventTypes),
  description: z.string(),
  createdAt: z.string(),
});

export const leadSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  email: z.string(),
  /** The address was confirmed by a link sent to it. */
  confirmed: z.boolean(),
  /** The consent log's latest word on recommendations and tips. */
  consent: z.boolean(),
  wantsCyclingGuide: z.boolean(),
  createdAt: z.string(),
});

/** The dashboard's leads table shows the newest ones; the CSV export has all of them. */
export const LEADS_TABLE_LIMIT = 50;
