/**
 * Funnel events recorded as they happen; the dashboard's numbers are sums of them. Each is
 * recorded once per actor where the dashboard counts people: one quiz_started / quiz_completed
 * per session, one email_captured per address when it is first confirmed, one added_to_cart when a cart gets its first
 * product, one return_customer when a member's second purchase is recorded.
 */
export const funnelEventTypes = [
  'quiz_started',
  'quiz_completed',
  'preview_completed',
  'email_captured',
  'added_to_cart',
  'loyalty_purchase',
  'reward_redeemed',
  'return_customer',
  'loyalty_purchase_voided',
] as const;
export type FunnelEventType = (typeof funnelEventTypes)[number];
