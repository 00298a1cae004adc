import { quizResultSchema, quizResultsInputSchema, quizStartInputSchema, quizStartOutputSchema, quizSubmitInputSchema } from '../../../shared/quiz-api.js';
import type { AppDeps } from '../../core/app-deps.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { getQuizResults, startQuiz, submitQuiz } from './quiz.service.js';

const quizDeps = (deps: AppDeps) => ({ dataSource: deps.dataSource, catalog: deps.catalog, recommendationRules: deps.recommendationRules, storeUrl: deps.env.STORE_URL });

export const quizRouter = router({
  start: publicProcedure
    .input(quizStartInputSchema)
    .output(quizStartOutputSchema)
    .mutation(({ ctx, input }) => startQuiz(ctx.deps.dataSource, input)),
  submit: publicProcedure
    .input(quizSubmitInputSchema)
    .output(quizResultSchema)
    .mutation(({ ctx, input }) => submitQuiz(quizDeps(ctx.deps), input)),
  results: publicProcedure
    .input(quizResultsInputSchema)
    .output(quizResultSchema)
    .query(({ ctx, input }) => getQuizResults(quizDeps(ctx.deps), input)),
});
