// What other features may use of the follow-up emails: scheduling them for a confirmed person, and the day-6 offer as it applies now.
export { scheduleFollowUps } from './follow-up.service.js';
export { currentMemberOffer } from './member-offer.js';
// The flow's current steps (their delays and on/off), for the email figures.
export { flowDefinitions } from './flows/flow-defaults.js';
export { currentFlowVersions } from './flows/flow-store.js';
export { STEP_TURNED_OFF } from './flows/flow-message.js';
