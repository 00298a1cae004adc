import { z } from './zod.js';

/** What the back-office changes, for its audit trail. */
export const auditAreas = ['product', 'product-import', 'recommendation-rules', 'loyalty-reward', 'article'] as const;
export type AuditArea = (typeof auditAreas)[number];

export const auditListInputSchema = z
  .object({
    area: z.enum(auditAreas, { error: `area must be one of ${auditAreas.join(', ')}` }).optional(),
    subject: z.string().trim().max(120, 'subject is at most 120 characters').optional(),
    limit: z.number().int().min(1).max(200).default(50),
  })
  .strict();
export type AuditListInput = z.output<typeof auditListInputSchema>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    area: z.enum(auditAreas),
    subject: z.string(),
    action: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.string(),
  })
  .strict();
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListOutputSchema = z.object({ entries: z.array(auditEntrySchema) }).strict();
