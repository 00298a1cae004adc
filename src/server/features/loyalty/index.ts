import type { FeatureModule } from '../../core/feature-module.js';
import { joinConfirmationEmail } from './emails/join-confirmation-email.js';
import { loyaltyCodeEmail } from './emails/loyalty-code-email.js';
import './api.js';
import { nameLoyaltyAuditSubjects } from './audit-subjects.js';
import { startClaimAutoApproval } from './claim-auto-approval.js';
import { startLoyaltyPublicReads } from './loyalty-public-reads.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { LoyaltyRedemptionEntity } from './loyalty-redemption.entity.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';
import { loyaltyReviewRest } from './loyalty-review.rest.js';
import { loyaltyReviewRouter } from './loyalty-review.router.js';
import { LoyaltySettingEntity } from './loyalty-setting.entity.js';
import { loyaltySettingsRest } from './loyalty-settings.rest.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';
import { loyaltyRest } from './loyalty.rest.js';
import { PurchaseClaimDecisionEntity } from './purchase-claim-decision.entity.js';
import { PurchaseClaimEntity } from './purchase-claim.entity.js';
import { loyaltyRouter } from './loyalty.router.js';
import { loyaltySeeder } from './loyalty.seeder.js';
import { rewardAdminRest } from './reward-admin.rest.js';
import { rewardAdminRouter } from './reward-admin.router.js';
import { rewardCancelledEmail, rewardFulfilledEmail } from './emails/reward-decision-emails.js';
import { claimApprovedEmail, claimRejectedEmail, pointsAdjustedEmail } from './emails/points-emails.js';
import { redemptionsAdminRest } from './redemptions-admin.rest.js';
import { redemptionsAdminRouter } from './redemptions-admin.router.js';

/**
 * The loyalty programme: members, their points ledger, rewards, purchase claims and their
 * review (store orders themselves are the orders feature's).
 */
export const loyaltyFeature = {
  name: 'loyalty',
  entities: [
    LoyaltyMemberEntity,
    LoyaltyTransactionEntity,
    LoyaltyRewardEntity,
    LoyaltyRedemptionEntity,
    PurchaseClaimEntity,
    PurchaseClaimDecisionEntity,
    LoyaltySettingEntity,
  ],
  trpc: { loyalty: loyaltyRouter, loyaltyReview: loyaltyReviewRouter, rewardAdmin: rewardAdminRouter, redemptionsAdmin: redemptionsAdminRouter },
  async rest(app, deps) {
    await loyaltyRest(app, deps);
    await loyaltyReviewRest(app, deps);
    await loyaltySettingsRest(app, deps);
    await rewardAdminRest(app, deps);
    await redemptionsAdminRest(app, deps);
  },
  async start(deps) {
    nameLoyaltyAuditSubjects();
    const publicReads = await startLoyaltyPublicReads({ dataSource: deps.dataSource, logger: deps.logger ?? console });
    deps.loyaltyPublic = publicReads.cache;
    const autoApproval = startClaimAutoApproval(deps.dataSource, (error) => deps.logger?.error({ err: error }, 'approving overdue purchase claims failed'));
    return {
      async stop() {
        await autoApproval.stop();
        await publicReads.listener.stop();
      },
    };
  },
  seeders: [loyaltySeeder],
  emails: [joinConfirmationEmail, loyaltyCodeEmail, rewardFulfilledEmail, rewardCancelledEmail, claimApprovedEmail, claimRejectedEmail, pointsAdjustedEmail],
  pages: { indexed: ['/loyalty'] },
} satisfies FeatureModule;
