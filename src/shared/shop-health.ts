import { text } from './text.js';
import { z } from './zod.js';

/** The few things an operator watches, each said in words on the dashboard's "Shop health" card. */
export const shopHealthSignalKeys = ['emails', 'outbox', 'claims', 'redemptions', 'backup'] as const;

export const shopHealthSchema = z.object({
  /** When the figures were read (ISO 8601). */
  checkedAt: text(),
  signals: z.array(
    z.object({
      key: z.enum(shopHealthSignalKeys),
      /** True when the representative should look into it. */
      attention: z.boolean(),
      text: text(),
    }),
  ),
});

export type ShopHealth = z.infer<typeof shopHealthSchema>;
