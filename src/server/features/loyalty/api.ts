// What other features may use of the loyalty programme: enrolment inside their own transaction.
export { LoyaltyMemberEntity } from './loyalty-member.entity.js';
export { joinLoyalty } from './loyalty-members.service.js';
