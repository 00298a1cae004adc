// What other features may use of analytics: recording funnel events in their own transactions,
// and the daily recommendation counts (the sales figures set them beside sales).
export { FunnelEventEntity } from './funnel-event.entity.js';
export { type FunnelEventInput, recordFunnelEvent, recordFunnelEvents } from './funnel-events.service.js';
// Offered to every feature's SQL: the view recommended_people_daily (sql/recommended_people_daily.sql).
