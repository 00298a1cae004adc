// What other features may use of the usage survey: the recommendations its answers promised
// (a person's profile lists theirs).
export { listSurveyFollowUps } from './survey-follow-up.service.js';
