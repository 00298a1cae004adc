import type { FeatureModule } from '../../core/feature-module.js';
import { joinConfirmationEmail } from './emails/join-confirmation-email.js';
import { loyaltyCodeEmail } from './emails/loyalty-code-email.js';
import { loyaltyWelcomeEmail } from './emails/loyalty-welcome-email.js';
import { loyaltyClaimsRest } from './loyalty-claims.rest.js';
import { loyaltyClaimsRouter } from './loyalty-claims.router.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { LoyaltyRedemptionEntity } from './loyalty-redemption.entity.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';
import { loyaltyRest } from './loyalty.rest.js';
import { loyaltyRouter } from './loyalty.router.js';
import { loyaltySeeder } from './loyalty.seeder.js';

/** The loyalty programme: members, their points ledger, rewards and purchase claims. */
export const loyaltyFeature = {
  name: 'loyalty',
  entities: [LoyaltyMemberEntity, LoyaltyTransactionEntity, LoyaltyRewardEntity, LoyaltyRedemptionEntity],
  trpc: { loyalty: loyaltyRouter, loyaltyClaims: loyaltyClaimsRouter },
  async rest(app, deps) {
    await loyaltyRest(app, deps);
    await loyaltyClaimsRest(app, deps);
  },
  seeders: [loyaltySeeder],
  emails: [loyaltyWelcomeEmail, joinConfirmationEmail, loyaltyCodeEmail],
  pages: {
    static: {
      '/loyalty': { title: 'Loyalty Rewards', description: 'Earn 1 point for every $1 you spend and redeem points for bundles, perks and samples.' },
    },
  },
} satisfies FeatureModule;
