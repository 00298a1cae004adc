import type { FeatureModule } from '../../core/feature-module.js';
import { FLOW_WRITE_BODY_LIMIT } from '../../../shared/flows.js';
import { cyclingGuideEmail } from './emails/cycling-guide-email.js';
import { sequenceEmails } from './emails/sequence-emails.js';
import { surveyInvitationEmail } from './emails/survey-invitation-email.js';
import { memberWelcomeEmail, welcomeEmail } from './emails/welcome-email.js';
import { FlowStepVersionEntity } from './flows/flow-step-version.entity.js';
import { flowTestEmail } from './flows/flow-test-email.js';
import { flowsRest } from './flows/flows.rest.js';
import { flowsRouter } from './flows/flows.router.js';

/**
 * What is sent after a confirmation: the welcome, the skin-cycling guide, the rest of the sequence
 * and the survey invitation, in the words the representative edits in Flows.
 */
export const followUpFeature = {
  name: 'follow-up',
  entities: [FlowStepVersionEntity],
  trpc: { flows: flowsRouter },
  trpcBodyLimits: { 'flows.update': FLOW_WRITE_BODY_LIMIT, 'flows.preview': FLOW_WRITE_BODY_LIMIT },
  rest: flowsRest,
  emails: [welcomeEmail, memberWelcomeEmail, cyclingGuideEmail, ...sequenceEmails, surveyInvitationEmail, flowTestEmail],
} satisfies FeatureModule;
