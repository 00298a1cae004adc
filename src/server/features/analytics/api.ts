// What other features may use of analytics: recording funnel events in their own transactions.
export { FunnelEventEntity } from './funnel-event.entity.js';
export { type FunnelEventInput, recordFunnelEvent, recordFunnelEvents } from './funnel-events.service.js';
