import type { FlowStep } from '../../../../shared/flows.js';
import { EmailSkipped, type EmailRenderInput } from '../../../mail/email-template.js';
import { currentFlowVersion } from './flow-store.js';
import { fillHtml, fillText } from './merge-fields.js';
import { type MergeSource, mergeValuesFor } from './merge-values.js';

export interface FlowMessage {
  subject: string;
  /** The preheader: the line inboxes show after the subject. */
  preview: string;
  /** Her body, filled for this person, links tracked. */
  html: string;
}

/** Said when a message of a step she turned off comes due. */
export const STEP_TURNED_OFF = 'turned off in Flows';

/**
 * A flow step's words for one message: the version current now (a change reaches every message
 * not rendered yet, and none already sent), or a preview's draft, filled with this person's data.
 * A step that is off skips its message (except in a preview, and for the welcome, which carries
 * the loyalty code and is not queued at all while its step is off).
 */
export async function flowMessage(input: EmailRenderInput<unknown>, step: FlowStep, source: MergeSource): Promise<FlowMessage> {
  const { deps, manager, links, preview } = input;
  const saved = await currentFlowVersion(manager, step);
  if (!saved.enabled && !preview && step !== 'welcome') throw new EmailSkipped(STEP_TURNED_OFF);
  const words = preview?.draft ?? saved;
  const values = await mergeValuesFor(deps, manager, source);
  return {
    subject: fillText(words.subject, values),
    preview: fillText(words.preheader, values),
    html: fillHtml(words.contentHtml, values, deps.env.SITE_URL, links.track),
  };
}
