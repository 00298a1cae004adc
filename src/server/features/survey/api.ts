// What other features may use of the usage survey: its invitation email.
export { surveyInvitationEmail } from './emails/survey-invitation-email.js';
