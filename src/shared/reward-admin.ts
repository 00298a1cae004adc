import { loyaltyTiers } from './loyalty.js';
import { text } from './text.js';
import { z } from './zod.js';

/** The representative's reward catalogue: costs, minimum tiers and which rewards are offered. */
export const REWARD_CHANGED_SINCE_OPENED = 'This reward changed since you opened it. Reload to see the new version before saving.';
export const MAX_REWARD_POINTS = 1_000_000;

const rewardFields = {
  name: text('The name').trim().min(1, 'Name is required').max(120, 'A name is at most 120 characters'),
  description: text('The description')
    .trim()
    .min(1, 'Description is required')
    .max(400, 'A description is at most 400 characters'),
  pointsCost: z
    .number({ error: 'pointsCost must be a whole number of points' })
    .int('pointsCost must be a whole number of points')
    .min(1, 'A reward costs at least 1 point')
    .max(MAX_REWARD_POINTS, `A reward costs at most ${MAX_REWARD_POINTS.toLocaleString('en-US')} points`),
  minTier: z.enum(loyaltyTiers, { error: `minTier must be one of ${loyaltyTiers.join(', ')}` }),
  active: z.boolean({ error: 'active must be true or false' }),
};

export const createRewardInputSchema = z.object(rewardFields).strict();
export type CreateRewardInput = z.output<typeof createRewardInputSchema>;

export const updateRewardInputSchema = z
  .object({ id: z.number().int().min(1).max(2_147_483_647), version: z.number().int().min(1), ...z.object(rewardFields).partial().shape })
  .strict();
export type UpdateRewardInput = z.output<typeof updateRewardInputSchema>;

export interface AdminReward extends CreateRewardInput {
  id: number;
  version: number;
  updatedAt: string;
}
