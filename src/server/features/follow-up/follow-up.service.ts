import type { EntityManager } from 'typeorm';
import { queryRows } from '../../db/sql.js';
import { enqueueEmail } from '../../mail/enqueue-email.js';
import { hasMessageOfTemplates } from '../../mail/outbox-sql.js';
import { cyclingGuideEmail } from './emails/cycling-guide-email.js';
import { sequenceEmails } from './emails/sequence-emails.js';
import { surveyInvitationEmail } from './emails/survey-invitation-email.js';
import { memberWelcomeEmail, welcomeEmail } from './emails/welcome-email.js';
import { flowDefinitions } from './flows/flow-defaults.js';
import { currentFlowVersions } from './flows/flow-store.js';

export interface FollowUpRequest {
  address: string;
  firstName: string;
  /** Her latest quiz: the guide and the sequence are written from it. */
  quizResponseId: number | null;
  wantsCyclingGuide: boolean;
  /** Consents to recommendations and tips (the consent log says so). */
  subscribed: boolean;
  /** This confirmation made her a loyalty member: the welcome carries her code. */
  joinedLoyalty: boolean;
  /** The product the usage survey asks about: the first pick of their routine. */
  surveyProductId: number | null;
  surveyDelayHours: number;
}

/**
 * Queues what follows a confirmation, inside its transaction: one welcome per person (the
 * loyalty code, and what the sequence brings for people who consented), the guide if asked for; with consent,
 * the rest of the sequence (day 2, 4, 6) and the usage survey after its delay. Each is one row
 * per person, so confirming twice sends nothing twice; an unsubscribe before a scheduled send
 * stops it at send time. The sequence's delays are the flow's as they are now; a step turned off
 * skips its messages when they come due (the welcome, sent at once, is simply not queued).
 */
export async function scheduleFollowUps(manager: EntityManager, request: FollowUpRequest): Promise<void> {
  const { address: to, firstName, quizResponseId } = request;
  // One welcome per person, ever: the sequence's (with the code) or the member's, whichever
  // comes first. A member who asks for tips later starts the sequence with its day-2 email.
  const [welcomed] = await queryRows(manager, hasMessageOfTemplates(to.trim().toLowerCase(), welcomeEmail.name, memberWelcomeEmail.name));
  const flows = await currentFlowVersions(manager);
  if (!welcomed && request.subscribed && flows.welcome.enabled) await enqueueEmail(manager, welcomeEmail, { to, occasion: 'sequence', payload: { firstName } });
  else if (!welcomed && request.joinedLoyalty) await enqueueEmail(manager, memberWelcomeEmail, { to, occasion: 'loyalty-welcome', payload: { firstName } });
  if (request.wantsCyclingGuide) await enqueueEmail(manager, cyclingGuideEmail, { to, occasion: 'asked', payload: { firstName, quizResponseId } });
  if (!request.subscribed) return;
  const delays = new Map([flows.day2, flows.day4, flows.day6].map((step) => [flowDefinitions[step.step].template, step.delayHours]));
  for (const template of sequenceEmails) {
    await enqueueEmail(manager, template, { to, occasion: 'sequence', payload: { firstName, quizResponseId }, delaySeconds: delays.get(template.name)! * 3600 });
  }
  if (request.surveyProductId !== null) {
    await enqueueEmail(manager, surveyInvitationEmail, {
      to,
      occasion: `product:${request.surveyProductId}`,
      payload: { productId: request.surveyProductId, firstName },
      delaySeconds: Math.round(request.surveyDelayHours * 3600),
    });
  }
}
