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
  consent: z.boolean(),
  wantsCyclingGuide: z.boolean(),
  createdAt: z.string(),
});

/** The dashboard's leads table shows the newest ones; the CSV export has all of them. */
export const LEADS_TABLE_LIMIT = 50;
