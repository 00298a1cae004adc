// What other features may use of the follow-up emails: scheduling them for a confirmed person.
export { scheduleFollowUps } from './follow-up.service.js';
