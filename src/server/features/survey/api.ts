// What other features may use of the usage survey: its invitation email, and the recommendations
// its answers promised (a person's profile lists theirs).
export { surveyInvitationEmail } from './emails/survey-invitation-email.js';
export { listSurveyFollowUps } from './survey-follow-up.service.js';
