import { text } from './text.js';
import { z } from './zod.js';

/** What the back-office changes, for its audit trail. */
export const auditAreas = ['product', 'product-import', 'recommendation-rules', 'loyalty-reward', 'store-settings', 'loyalty-settings', 'article', 'newsletter', 'loyalty-redemption', 'survey-follow-up', 'person', 'loyalty-claim', 'loyalty-adjustment', 'rep-account', 'store-orders', 'email-flow'] as const;
export type AuditArea = (typeof auditAreas)[number];

export const auditListInputSchema = z
  .object({
    area: z.enum(auditAreas, { error: `area must be one of ${auditAreas.join(', ')}` }).optional(),
    subject: text('Subject').trim().max(120, 'subject is at most 120 characters').optional(),
    limit: z.number().int().min(1).max(200).default(50),
    /** Only the changes this account made. */
    accountId: z.uuid({ error: 'Give the id of an account' }).optional(),
    /** Entries older than this one (the id of the last entry of the previous page). */
    beforeId: text('beforeId').regex(/^[1-9][0-9]{0,17}$/, 'Give the id of an audit entry (the last one of the page before)').optional(),
  })
  .strict();
export type AuditListInput = z.output<typeof auditListInputSchema>;

export const auditEntrySchema = z
  .object({
    id: text(),
    area: z.enum(auditAreas),
    subject: text(),
    /** The subject by name (a product's, a member's), or null where there is none to give. */
    subjectName: text().nullable(),
    action: text(),
    /** Who made it: an account (its address, null for an owner who has not named hers), or null for the shop's scheduled work. */
    accountId: text().nullable(),
    accountEmail: text().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: text(),
  })
  .strict();
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** `nextBeforeId`: pass it as `beforeId` for the next (older) page; null when there is none. */
export const auditListOutputSchema = z.object({ entries: z.array(auditEntrySchema), nextBeforeId: text().nullable() }).strict();
export type AuditListOutput = z.infer<typeof auditListOutputSchema>;
/** An entry as a client receives it: JSON leaves an absent before or after out. */
export type AuditRow = Omit<AuditEntry, 'before' | 'after'> & { before?: unknown; after?: unknown };
