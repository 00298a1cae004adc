import type { EntityManager } from 'typeorm';
import type { FlowStep } from '../../../../shared/flows.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { AppError } from '../../../errors.js';
import type { EmailLinks, EmailRenderInput, RenderedTemplate } from '../../../mail/email-template.js';
import { flowDefinitions } from './flow-defaults.js';
import { queryRows, sql } from '../../../db/sql.js';

/** Whose data a preview is drawn with: a real person, or the example person (no quiz, no address). */
export interface PreviewPerson {
  id: string | null;
  email: string | null;
  firstName: string | null;
  quizResponseId: number | null;
  /** The first pick of her routine: what her survey invitation asks about. */
  firstPickId: number | null;
}

const EXAMPLE_PERSON: PreviewPerson = { id: null, email: null, firstName: 'Jamie', quizResponseId: null, firstPickId: null };

/** A person from People by id (one with an address: people known only by a loyalty claim have no flow emails). */
export async function previewPerson(manager: EntityManager, personId: string | undefined): Promise<PreviewPerson> {
  if (personId === undefined) return EXAMPLE_PERSON;
  // Her email row and her quiz through their owners' views (users', quiz's).
  const [row] = await queryRows(
    manager,
    sql<{ id: string; email: string; firstName: string; quizResponseId: number | null; firstPickId: number | null }>`SELECT u."personId" AS id, u."email", u."firstName", u."latestQuizResponseId" AS "quizResponseId",
              (r."result"->'routine'->'picks'->0->>'productId')::int AS "firstPickId"
         FROM email_rows u LEFT JOIN quiz_results r ON r."id" = u."latestQuizResponseId"
        WHERE u."personId" = ${personId}::uuid`,
  );
  if (!row) throw new AppError('NOT_FOUND', `personId: No person with an email address has id ${personId}`, 'personId');
  return row;
}

/** The payload the step's template would get for this person. */
async function payloadFor(deps: AppDeps, step: FlowStep, person: PreviewPerson): Promise<unknown> {
  const firstName = person.firstName ?? '';
  if (step === 'welcome') return { firstName };
  if (step !== 'survey') return { firstName, quizResponseId: person.quizResponseId };
  const { all } = await deps.catalog.current();
  const productId = person.firstPickId ?? all[0]?.id;
  if (productId === undefined) throw new AppError('CONFLICT', 'The catalogue has no product for the survey invitation to ask about.', 'step');
  return { productId, firstName };
}

/**
 * The step's email as it would be drawn for this person now, by the template the workers use,
 * marked as a preview: `draft` (sanitised HTML of unsaved words) instead of the saved words, and
 * no link that acts for the person.
 */
export async function drawFlowEmail(
  deps: AppDeps,
  manager: EntityManager,
  step: FlowStep,
  person: PreviewPerson,
  links: EmailLinks,
  draft?: NonNullable<EmailRenderInput<unknown>['preview']>['draft'],
): Promise<RenderedTemplate> {
  const template = deps.emailTemplates.get(flowDefinitions[step].template);
  if (!template) throw new Error(`no template for the ${step} step`);
  const payload = template.payload.parse(await payloadFor(deps, step, person));
  return template.render({ payload, recipient: person.email ?? '', deps, manager, links, preview: { draft } });
}
