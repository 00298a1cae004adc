import type { FeatureModule } from '../../core/feature-module.js';
import { nameSurveyAuditSubjects } from './audit-subjects.js';
import { surveyRecommendationEmail } from './emails/survey-recommendation-email.js';
import { SurveyFollowUpEntity } from './survey-follow-up.entity.js';
import { surveyFollowUpRest } from './survey-follow-up.rest.js';
import { surveyFollowUpRouter } from './survey-follow-up.router.js';
import { SurveyResponseEntity } from './survey-response.entity.js';
import { surveyRest } from './survey.rest.js';
import { surveyRouter } from './survey.router.js';

/** The follow-up usage survey, the personal recommendation it promises, and its summary for the representative. */
export const surveyFeature = {
  name: 'survey',
  entities: [SurveyResponseEntity, SurveyFollowUpEntity],
  trpc: { survey: surveyRouter, surveyFollowUps: surveyFollowUpRouter },
  async rest(app, deps) {
    await surveyRest(app, deps);
    await surveyFollowUpRest(app, deps);
  },
  emails: [surveyRecommendationEmail],
  async start() {
    nameSurveyAuditSubjects();
    return { stop: async () => {} };
  },
} satisfies FeatureModule;
