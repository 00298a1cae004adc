// What other features may use of the follow-up emails: scheduling them for a confirmed person, and the day-6 offer as it applies now.
export { scheduleFollowUps } from './follow-up.service.js';
export { currentMemberOffer } from './member-offer.js';
