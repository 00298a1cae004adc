import { quizResultSchema, quizResultsInputSchema, quizStartInputSchema, quizStartOutputSchema, quizSubmitInputSchema } from '../../../shared/quiz-api.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { getQuizResults, startQuiz, submitQuiz } from './quiz.service.js';

export const quizRouter = router({
  start: publicProcedure
    .input(quizStartInputSchema)
    .output(quizStartOutputSchema)
    .mutation(({ ctx, input }) => startQuiz(ctx.deps.dataSource, input, ctx.req.ip)),
  submit: publicProcedure
    .input(quizSubmitInputSchema)
    .output(quizResultSchema)
    .mutation(({ ctx, input }) => submitQuiz(ctx.deps, input, ctx.req.ip)),
  results: publicProcedure
    .input(quizResultsInputSchema)
    .output(quizResultSchema)
    .query(({ ctx, input }) => getQuizResults(ctx.deps, input)),
});
