/** Funnel events recorded as they happen; the dashboard's numbers are computed from them. */
export const funnelEventTypes = [
  'quiz_started',
  'quiz_completed',
  'preview_completed',
  'email_captured',
  'added_to_cart',
  'loyalty_purchase',
  'reward_redeemed',
] as const;
export type FunnelEventType = (typeof funnelEventTypes)[number];
