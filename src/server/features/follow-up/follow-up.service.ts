import type { EntityManager } from 'typeorm';
import { followUpSequence } from '../../../shared/email.js';
import { enqueueEmail } from '../../mail/enqueue-email.js';
import { surveyInvitationEmail } from '../survey/api.js';
import { cyclingGuideEmail } from './emails/cycling-guide-email.js';
import { sequenceEmails } from './emails/sequence-emails.js';
import { welcomeEmail } from './emails/welcome-email.js';

const DAY_SECONDS = 24 * 60 * 60;

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
 * Queues what follows a confirmation, inside its transaction: one welcome (the loyalty code,
 * and what the sequence brings for people who consented), the guide if asked for; with consent,
 * the rest of the sequence (day 2, 4, 6) and the usage survey after its delay. Each is one row
 * per person, so confirming twice sends nothing twice; an unsubscribe before a scheduled send
 * stops it at send time.
 */
export async function scheduleFollowUps(manager: EntityManager, request: FollowUpRequest): Promise<void> {
  const { address: to, firstName, quizResponseId } = request;
  if (request.joinedLoyalty || request.subscribed) {
    await enqueueEmail(manager, welcomeEmail, { to, occasion: 'sequence', payload: { firstName, subscribed: request.subscribed } });
  }
  if (request.wantsCyclingGuide) await enqueueEmail(manager, cyclingGuideEmail, { to, occasion: 'asked', payload: { firstName, quizResponseId } });
  if (!request.subscribed) return;
  for (const template of sequenceEmails) {
    const day = followUpSequence.find((step) => step.template === template.name)!.day;
    await enqueueEmail(manager, template, { to, occasion: 'sequence', payload: { firstName, quizResponseId }, delaySeconds: day * DAY_SECONDS });
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
