import type { LoyaltyTier } from '../../../shared/loyalty.js';

export interface RewardSeed {
  name: string;
  description: string;
  pointsCost: number;
  minTier: LoyaltyTier;
}

export const rewardSeeds: RewardSeed[] = [
  { name: 'Deluxe Sample Trio', description: 'Three deluxe samples picked to suit your skin profile.', pointsCost: 100, minTier: 'Bronze' },
  { name: 'Free Shipping Voucher', description: 'Free standard shipping on your next order, whatever its size.', pointsCost: 150, minTier: 'Bronze' },
  { name: 'Mini Lip Gloss', description: 'A travel-size gloss in a shade of your choice.', pointsCost: 250, minTier: 'Bronze' },
  { name: '$10 Off Your Next Order', description: 'A $10 saving on any order of $40 or more.', pointsCost: 500, minTier: 'Silver' },
  { name: 'Travel-Size Skincare Set', description: 'Cleanser, serum and moisturiser in a zipped travel pouch.', pointsCost: 750, minTier: 'Silver' },
  { name: 'Full-Size Hydrating Serum', description: 'Our best-loved hyaluronic serum in the full 30 ml size.', pointsCost: 1200, minTier: 'Gold' },
  { name: 'Glow Skincare Bundle', description: 'A complete morning routine: cleanser, vitamin C serum and SPF moisturiser.', pointsCost: 1500, minTier: 'Gold' },
  { name: 'Personal Beauty Consultation', description: 'A one-to-one video session to build your routine with your representative.', pointsCost: 2500, minTier: 'Platinum' },
  { name: 'Luxury Skincare Collection', description: 'The full premium line, from cleansing balm to night cream, in a gift box.', pointsCost: 4000, minTier: 'Platinum' },
];

export interface DemoEntry {
  daysAgo: number;
  /** A purchase: its order number and total in cents; `pending` when the claim awaits review. */
  order?: { number: string; totalCents: number; pending?: boolean };
  /** A redemption: the reward's name. */
  reward?: string;
}

export interface DemoMember {
  loyaltyCode: string;
  firstName: string;
  history: DemoEntry[];
}

/** Fixed codes so a person can try the loyalty page at once (see README). */
export const demoMembers: DemoMember[] = [
  {
    loyaltyCode: 'GLOW-DEMO-0001',
    firstName: 'Ava',
    history: [
      { daysAgo: 40, order: { number: 'DEMO-100101', totalCents: 12_450 } },
      { daysAgo: 21, order: { number: 'DEMO-100102', totalCents: 8_599 } },
      { daysAgo: 14, reward: 'Deluxe Sample Trio' },
      { daysAgo: 6, order: { number: 'DEMO-100103', totalCents: 4_020 } },
      { daysAgo: 1, order: { number: 'DEMO-100104', totalCents: 3_650, pending: true } },
    ],
  },
  {
    loyaltyCode: 'GLOW-DEMO-GOLD',
    firstName: 'Grace',
    history: [
      { daysAgo: 90, order: { number: 'DEMO-200201', totalCents: 64_000 } },
      { daysAgo: 62, order: { number: 'DEMO-200202', totalCents: 52_075 } },
      { daysAgo: 45, reward: '$10 Off Your Next Order' },
      { daysAgo: 30, order: { number: 'DEMO-200203', totalCents: 31_010 } },
      { daysAgo: 9, order: { number: 'DEMO-200204', totalCents: 28_550 } },
    ],
  },
];
