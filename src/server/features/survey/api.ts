// What other features may use of the usage survey: its invitation email, and the answers' recommendations (a person's profile shows them).
export { surveyInvitationEmail } from './emails/survey-invitation-email.js';
export { listSurveyFollowUps } from './survey-follow-up.service.js';
