import type { FeatureModule } from '../../core/feature-module.js';
import { QuizResponseEntity } from './quiz-response.entity.js';
import { QuizSessionEntity } from './quiz-session.entity.js';
import { quizRest } from './quiz.rest.js';
import { quizRouter } from './quiz.router.js';

/** Both quizzes, the recommendation engine and the stored results. */
export const quizFeature = {
  name: 'quiz',
  entities: [QuizSessionEntity, QuizResponseEntity],
  trpc: { quiz: quizRouter },
  rest: quizRest,
  pages: {
    static: {
      '/quiz': { title: 'Beauty Quiz', description: 'Answer 8 quick questions for your personalised skin analysis and product matches.' },
      '/quiz-preview': { title: 'Quick Preview Quiz', description: 'Four questions, no email: a quick preview of your beauty match.' },
    },
    private: [/^\/results(\/[^/]+)?$/, /^\/results-premium\/[^/]+$/],
  },
} satisfies FeatureModule;
