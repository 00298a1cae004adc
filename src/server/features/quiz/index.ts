import type { FeatureModule } from '../../core/feature-module.js';
import './api.js';
import { startPublishedRules } from './rules/published-rules.js';
import { rulesAdminRest } from './rules/rules-admin.rest.js';
import { rulesAdminRouter } from './rules/rules-admin.router.js';
import { QuizResponseEntity } from './quiz-response.entity.js';
import { RuleSetEntity } from './rules/rule-set.entity.js';
import { QuizSessionEntity } from './quiz-session.entity.js';
import { quizRest } from './quiz.rest.js';
import { quizRouter } from './quiz.router.js';

/** Both quizzes, the recommendation engine and the stored results. */
export const quizFeature = {
  name: 'quiz',
  entities: [QuizSessionEntity, QuizResponseEntity, RuleSetEntity],
  trpc: { quiz: quizRouter, recommendationRules: rulesAdminRouter },
  async rest(app, deps) {
    await quizRest(app, deps);
    await rulesAdminRest(app, deps);
  },
  pages: { indexed: ['/quiz', '/quiz-preview'] },
  async start(deps) {
    const running = await startPublishedRules({ dataSource: deps.dataSource, logger: deps.logger ?? console });
    deps.recommendationRules = running.cache;
    return running.listener;
  },
} satisfies FeatureModule;
