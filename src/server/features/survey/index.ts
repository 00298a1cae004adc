import type { FeatureModule } from '../../core/feature-module.js';
import { surveyInvitationEmail } from './emails/survey-invitation-email.js';
import { SurveyResponseEntity } from './survey-response.entity.js';
import { surveyRest } from './survey.rest.js';
import { surveyRouter } from './survey.router.js';

/** The follow-up usage survey and its summary for the representative. */
export const surveyFeature = {
  name: 'survey',
  entities: [SurveyResponseEntity],
  trpc: { survey: surveyRouter },
  rest: surveyRest,
  emails: [surveyInvitationEmail],
} satisfies FeatureModule;
