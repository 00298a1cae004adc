// What other features may use of stored quiz results.
export { QuizResponseEntity } from './quiz-response.entity.js';
export { findQuizResultById } from './quiz.service.js';
