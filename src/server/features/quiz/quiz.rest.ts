import { quizResultsInputSchema, quizStartInputSchema, quizSubmitInputSchema } from '../../../shared/quiz-api.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { getQuizResults, startQuiz, submitQuiz } from './quiz.service.js';

/** SPEC §7 quiz calls: start, submit, and the stored results of a session. */
export const quizRest: RestPlugin = (app, deps) => {
  const { dataSource } = deps;
  app.post('/api/quiz/start', async (request) => startQuiz(dataSource, parseInput(quizStartInputSchema, request.body), request.ip));

  app.post('/api/quiz/submit', async (request) =>
    submitQuiz(deps, parseInput(quizSubmitInputSchema, request.body), request.ip),
  );

  app.get<{ Params: { sessionId: string } }>('/api/quiz/:sessionId/results', async (request) =>
    getQuizResults(deps, parseInput(quizResultsInputSchema, { sessionId: request.params.sessionId })),
  );
};
