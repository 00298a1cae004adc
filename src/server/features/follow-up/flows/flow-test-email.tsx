import { z } from 'zod';
import { flowSteps } from '../../../../shared/flows.js';
import { personIdSchema } from '../../../../shared/people.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { drawFlowEmail, previewPerson } from './flow-preview.js';
import { AppError } from '../../../errors.js';

/**
 * "Send me a test" of a flow step: its saved words drawn for the chosen person (or the example
 * person) when the message is sent, to the shop's own address. Essential (she asked for it just
 * now); its links act for nobody.
 */
export const flowTestEmail = defineEmail({
  name: 'flow-test',
  essential: true,
  payload: z.object({ step: z.enum(flowSteps), personId: personIdSchema.nullable() }).strict(),
  async render({ payload, deps, manager, links }) {
    const person = await previewPerson(manager, payload.personId ?? undefined).catch((error: unknown) => {
      throw error instanceof AppError ? new EmailDataGone('the person chosen for the test is gone') : error;
    });
    const { subject, body } = await drawFlowEmail(deps, manager, payload.step, person, links);
    return { subject: `[Test] ${subject}`, body };
  },
});
