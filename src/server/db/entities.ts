import { FunnelDailyTotalEntity } from '../features/analytics/funnel-daily-total.entity.js';
import { FunnelEventEntity } from '../features/analytics/funnel-event.entity.js';
import { ProductEntity } from '../features/catalog/product.entity.js';
import { CartItemEntity } from '../features/cart/cart-item.entity.js';
import { ArticleFaqEntity } from '../features/articles/article-faq.entity.js';
import { ArticleEntity } from '../features/articles/article.entity.js';
import { ArticleHowToStepEntity } from '../features/articles/article-how-to-step.entity.js';
import { RepCredentialEntity } from '../features/rep-auth/rep-credential.entity.js';
import { RepSessionEntity } from '../features/rep-auth/rep-session.entity.js';
import { LoyaltyMemberEntity } from '../features/loyalty/loyalty-member.entity.js';
import { LoyaltyRedemptionEntity } from '../features/loyalty/loyalty-redemption.entity.js';
import { LoyaltyRewardEntity } from '../features/loyalty/loyalty-reward.entity.js';
import { LoyaltyTransactionEntity } from '../features/loyalty/loyalty-transaction.entity.js';
import { RateLimitCounterEntity } from '../http/rate-limit-counter.entity.js';
import { QuizResponseEntity } from '../features/quiz/quiz-response.entity.js';
import { QuizSessionEntity } from '../features/quiz/quiz-session.entity.js';
import { UserEntity } from '../features/users/user.entity.js';
import { SurveyResponseEntity } from '../features/survey/survey-response.entity.js';

/**
 * Every TypeORM entity of the app. A feature adds its entities here and then generates a
 * migration with `npm run db:migration:generate -- <Name>`.
 */
export const entities: Function[] = [ProductEntity, FunnelEventEntity, FunnelDailyTotalEntity, ArticleEntity, ArticleFaqEntity, ArticleHowToStepEntity, RepCredentialEntity, RepSessionEntity, LoyaltyMemberEntity, LoyaltyTransactionEntity, LoyaltyRewardEntity, LoyaltyRedemptionEntity, RateLimitCounterEntity, CartItemEntity, QuizSessionEntity, QuizResponseEntity, UserEntity, SurveyResponseEntity];
