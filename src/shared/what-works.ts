import { skinTypes } from './catalog.js';
import { text } from './text.js';
import { z } from './zod.js';

/** How the engine treats a product for a skin type, against the rules alone. */
export const engineEffects = ['higher', 'lower', 'as the rules'] as const;

/** One product for one skin type on the "What works" screen: counted people, one answer each. */
export const whatWorksRowSchema = z
  .object({
    productId: z.number().int(),
    productName: text(),
    skinType: z.enum(skinTypes),
    /** People who answered "Is it working?" (works, too early, not for me). */
    answered: z.number().int(),
    works: z.number().int(),
    early: z.number().int(),
    notForMe: z.number().int(),
    /** Survey answers of "not seeing results" from people who did not answer the question itself. */
    notYet: z.number().int(),
    /** Of those who said works or not for me, the share who said works; null: none of either yet. */
    worksShare: z.number().min(0).max(1).nullable(),
    engine: z.enum(engineEffects),
    /** What the answers multiply the product's rule fit by (1: as the rules). */
    weight: z.number().min(0),
  })
  .strict();
export type WhatWorksRow = z.infer<typeof whatWorksRowSchema>;

export const whatWorksOutputSchema = z.object({ rows: z.array(whatWorksRowSchema) }).strict();
