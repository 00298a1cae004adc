// What other features may use of the loyalty programme: enrolment inside their own transaction.
export { activeLoyaltyCode, joinLoyalty } from './loyalty-members.service.js';
export { readProgramme } from './loyalty-programme.js';
