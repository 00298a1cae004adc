import type { EntityManager } from 'typeorm';
import { followUpSequence } from '../../../shared/email.js';
import { enqueueEmail } from '../../mail/enqueue-email.js';
import { surveyInvitationEmail } from '../survey/api.js';
import { cyclingGuideEmail } from './emails/cycling-guide-email.js';
import { sequenceEmails } from './emails/sequence-emails.js';

const DAY_SECONDS = 24 * 60 * 60;

export interface FollowUpRequest {
  address: string;
  firstName: string;
  wantsCyclingGuide: boolean;
  /** Consents to recommendations and tips (the consent log says so). */
  subscribed: boolean;
  /** The product the usage survey asks about: the first pick of their routine. */
  surveyProductId: number | null;
  surveyDelayHours: number;
}

/**
 * Queues what follows a confirmation, inside its transaction: the guide if asked for; with
 * consent, the four-email sequence (day 0, 2, 4, 6) and the usage survey after its delay. Each
 * is one row per person, so confirming twice sends nothing twice; an unsubscribe before a
 * scheduled send stops it at send time.
 */
export async function scheduleFollowUps(manager: EntityManager, request: FollowUpRequest): Promise<void> {
  const { address: to, firstName } = request;
  if (request.wantsCyclingGuide) await enqueueEmail(manager, cyclingGuideEmail, { to, occasion: 'asked', payload: { firstName } });
  if (!request.subscribed) return;
  for (const [index, step] of followUpSequence.entries()) {
    await enqueueEmail(manager, sequenceEmails[index]!, { to, occasion: 'sequence', payload: { firstName }, delaySeconds: step.day * DAY_SECONDS });
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
