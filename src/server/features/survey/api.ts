// What other features may use of the usage survey: the recommendations its answers promised
// and the answers themselves (a person's profile lists theirs).
export { listSurveyFollowUps } from './survey-follow-up.service.js';
export { surveyAnswersOfUser } from './survey-response-sql.js';
