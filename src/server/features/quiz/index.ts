import type { FeatureModule } from '../../core/feature-module.js';
import './api.js';
import { startPublishedRules } from './rules/published-rules.js';
import { rulesAdminRest } from './rules/rules-admin.rest.js';
import { rulesAdminRouter } from './rules/rules-admin.router.js';
import { QuizResponseEntity } from './quiz-response.entity.js';
import { RuleSetEntity } from './rules/rule-set.entity.js';
import { QuizSessionEntity } from './quiz-session.entity.js';
import { OutcomeAnswerEntity } from './outcomes/outcome-answer.entity.js';
import { OutcomeTallyEntity } from './outcomes/outcome-tally.entity.js';
import { startOutcomeTallies } from './outcomes/outcome-tallies.js';
import { outcomesRest } from './outcomes/outcomes.rest.js';
import { outcomesRouter } from './outcomes/outcomes.router.js';
import { quizRest } from './quiz.rest.js';
import { quizRouter } from './quiz.router.js';

/** Both quizzes, the recommendation engine, the stored results and what people answer about their picks. */
export const quizFeature = {
  name: 'quiz',
  entities: [QuizSessionEntity, QuizResponseEntity, RuleSetEntity, OutcomeAnswerEntity, OutcomeTallyEntity],
  trpc: { quiz: quizRouter, recommendationRules: rulesAdminRouter, outcomes: outcomesRouter },
  async rest(app, deps) {
    await quizRest(app, deps);
    await rulesAdminRest(app, deps);
    await outcomesRest(app, deps);
  },
  pages: { indexed: ['/quiz', '/quiz-preview'] },
  async start(deps) {
    const options = { dataSource: deps.dataSource, logger: deps.logger ?? console };
    const rules = await startPublishedRules(options);
    deps.recommendationRules = rules.cache;
    const outcomes = await startOutcomeTallies(options);
    deps.outcomes = outcomes.cache;
    return {
      async stop() {
        await Promise.all([rules.listener.stop(), outcomes.listener.stop()]);
      },
    };
  },
} satisfies FeatureModule;
