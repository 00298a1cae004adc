// What other features may use of the loyalty programme: enrolment, and the claim checks of new
// store orders, inside their own transaction.
import type { NoticedCache } from '../../db/noticed-cache.js';
import type { LoyaltyPublicReads } from './loyalty-public-reads.js';

export { activeLoyaltyCode, joinLoyalty } from './loyalty-members.service.js';
export { readProgramme } from './loyalty-programme.js';
export { settleStoreOrders, type StoreOrderSettlement } from './store-order-settlement.js';
/**
 * The statements a person's profile, list and erasure run on her membership, and a newsletter
 * audience's test of one. Offered to every feature's SQL: the view memberships (sql/memberships.sql).
 */
export {
  addToBalance,
  cancelIssuedRedemptions,
  confirmedMemberSql,
  eraseMember,
  hasPendingClaimSql,
  lockMember,
  memberClaims,
  memberDetails,
  memberLedger,
  memberRedemptions,
  memberStanding,
  pendingClaimCountSql,
  withdrawPendingClaims,
} from './membership-sql.js';

declare module '../../core/app-deps.js' {
  interface AppDeps {
    /** The rewards and programme as visitors read them, kept while change notices arrive (set by the loyalty feature's start). */
    loyaltyPublic: NoticedCache<LoyaltyPublicReads>;
  }
}
