import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  FLOW_CHANGED_SINCE_OPENED,
  FLOW_SURVEY_DELAY,
  FLOW_WELCOME_DELAY,
  type FlowPreview,
  type FlowStep,
  type FlowStepView,
  type FlowVersion,
  flowStepLabels,
  flowSteps,
  type PreviewFlowInput,
  type RestoreFlowInput,
  type TestFlowInput,
  type UpdateFlowInput,
} from '../../../../shared/flows.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { AppError } from '../../../errors.js';
import { EmailSkipped } from '../../../mail/email-template.js';
import { enqueueEmail } from '../../../mail/enqueue-email.js';
import { renderEmail } from '../../../mail/render-email.js';
import { renderArticleBody } from '../../articles/api.js';
import { recordAudit } from '../../audit/api.js';
import { flowTestEmail } from './flow-test-email.js';
import { flowDefinitions, type FlowWords } from './flow-defaults.js';
import { drawFlowEmail, previewPerson } from './flow-preview.js';
import { currentFlowVersion, currentFlowVersions, type FlowVersionRow, flowVersionHistory, flowVersionOf } from './flow-store.js';
import { queryRows, sql } from '../../../db/sql.js';

/** A stored delay in days; the survey's is the store setting's. */
async function delayDaysOf(deps: AppDeps, row: FlowVersionRow): Promise<number> {
  if (row.step !== 'survey') return row.delayHours / 24;
  return (await deps.storeSettings.current()).surveyInviteDelayHours / 24;
}

async function versionView(deps: AppDeps, row: FlowVersionRow): Promise<FlowVersion> {
  return {
    version: row.version,
    subject: row.subject,
    preheader: row.preheader,
    markdown: row.markdown,
    delayDays: await delayDaysOf(deps, row),
    enabled: row.enabled,
    createdAt: row.createdAt?.toISOString() ?? null,
  };
}

async function stepView(deps: AppDeps, row: FlowVersionRow): Promise<FlowStepView> {
  const { createdAt, ...version } = await versionView(deps, row);
  return { step: row.step, label: flowStepLabels[row.step], ...version, edited: row.version > 1, updatedAt: createdAt, fixedParts: flowDefinitions[row.step].fixedParts };
}

export async function listFlows(deps: AppDeps): Promise<{ steps: FlowStepView[] }> {
  const current = await currentFlowVersions(deps.dataSource.manager);
  return { steps: await Promise.all(flowSteps.map((step) => stepView(deps, current[step]))) };
}

export async function flowVersions(deps: AppDeps, step: FlowStep): Promise<{ versions: FlowVersion[] }> {
  const rows = await flowVersionHistory(deps.dataSource.manager, step);
  return { versions: await Promise.all(rows.map((row) => versionView(deps, row))) };
}

/** The delay a save asks for, in hours, within what its step allows. */
function delayHoursOf(step: FlowStep, delayDays: number | undefined, current: FlowVersionRow): number {
  if (delayDays === undefined) return current.delayHours;
  if (step === 'survey') throw new AppError('BAD_REQUEST', `delayDays: ${FLOW_SURVEY_DELAY}`, 'delayDays');
  if (step === 'welcome' && delayDays !== 0) throw new AppError('BAD_REQUEST', `delayDays: ${FLOW_WELCOME_DELAY}`, 'delayDays');
  return Math.round(delayDays * 24);
}

/**
 * Adds the step's next version, on the version the editor opened: a stale one (someone saved
 * since) answers 409, and of two saves on the same version only the first is kept (the primary
 * key refuses the second, which answers 409 too).
 */
async function saveVersion(deps: AppDeps, manager: EntityManager, step: FlowStep, openedVersion: number, words: FlowWords & { contentHtml: string }, action: string) {
  const current = await currentFlowVersion(manager, step);
  if (current.version !== openedVersion) throw new AppError('CONFLICT', FLOW_CHANGED_SINCE_OPENED, 'version');
  const [saved] = await queryRows(manager, sql<FlowWords & { step: FlowStep; version: number; contentHtml: string; createdAt: Date }>`INSERT INTO flow_step_version ("step", "version", "subject", "preheader", "markdown", "contentHtml", "delayHours", "enabled")
     VALUES (${step}, ${current.version + 1}, ${words.subject}, ${words.preheader}, ${words.markdown}, ${words.contentHtml}, ${words.delayHours}, ${words.enabled}) ON CONFLICT DO NOTHING
     RETURNING "step", "version", "subject", "preheader", "markdown", "contentHtml", "delayHours", "enabled", "createdAt"`);
  if (!saved) throw new AppError('CONFLICT', FLOW_CHANGED_SINCE_OPENED, 'version');
  const summary = (row: FlowVersionRow) => ({ version: row.version, subject: row.subject, preheader: row.preheader, markdown: row.markdown, delayHours: row.delayHours, enabled: row.enabled });
  await recordAudit(manager, { area: 'email-flow', subject: step, action, before: summary(current), after: summary(saved) });
  return { step: await stepView(deps, saved) };
}

/** Changes the given parts of a step. The body is rendered here, bounded and sanitised like an article's. */
export async function updateFlow(deps: AppDeps, input: UpdateFlowInput): Promise<{ step: FlowStepView }> {
  const { step, version, markdown } = input;
  // Rendered before the transaction: no lock is held while it runs.
  const contentHtml = markdown === undefined ? undefined : await renderArticleBody(markdown, 'markdown');
  return deps.dataSource.transaction(async (manager) => {
    const current = await currentFlowVersion(manager, step);
    const words = {
      subject: input.subject ?? current.subject,
      preheader: input.preheader ?? current.preheader,
      markdown: markdown ?? current.markdown,
      contentHtml: contentHtml ?? current.contentHtml,
      delayHours: delayHoursOf(step, input.delayDays, current),
      enabled: input.enabled ?? current.enabled,
    };
    return saveVersion(deps, manager, step, version, words, 'update');
  });
}

/** Makes an earlier version current again, as a new version (the history keeps every step). */
export async function restoreFlow(deps: AppDeps, input: RestoreFlowInput): Promise<{ step: FlowStepView }> {
  return deps.dataSource.transaction(async (manager) => {
    const earlier = await flowVersionOf(manager, input.step, input.restore);
    if (!earlier) throw new AppError('NOT_FOUND', `restore: The ${flowStepLabels[input.step]} email has no version ${input.restore}`, 'restore');
    return saveVersion(deps, manager, input.step, input.version, earlier, `restore-${input.restore}`);
  });
}

/** Links that lead where they say, recorded nowhere: a preview is not a message. */
const previewLinks = { track: (url: string) => url, unsubscribeUrl: '#unsubscribe' };

/** The step's email drawn for a person (or the example person), with a draft's words when given. */
export async function previewFlow(deps: AppDeps, input: PreviewFlowInput): Promise<FlowPreview> {
  const draft = input.draft && { ...input.draft, contentHtml: await renderArticleBody(input.draft.markdown, 'draft.markdown') };
  const { manager } = deps.dataSource;
  const person = await previewPerson(manager, input.personId);
  const who = person.id ? { id: person.id, email: person.email, firstName: person.firstName } : null;
  try {
    const { subject, body } = await drawFlowEmail(deps, manager, input.step, person, previewLinks, draft);
    return { subject, html: (await renderEmail(body)).html, person: who, skipped: null };
  } catch (error) {
    if (error instanceof EmailSkipped) return { subject: '', html: '', person: who, skipped: error.message };
    throw error;
  }
}

/** "Send me a test": the step's saved email drawn for a person, to the shop's contact address. */
export async function sendFlowTest(deps: AppDeps, input: TestFlowInput): Promise<{ sentTo: string }> {
  const preview = await previewFlow(deps, input);
  if (preview.skipped) throw new AppError('CONFLICT', `This email would not be sent now (${preview.skipped}), so there is nothing to test.`, 'step');
  const { contactEmail } = await deps.storeSettings.current();
  await deps.dataSource.transaction(async (manager) => {
    const payload = { step: input.step, personId: input.personId ?? null };
    await enqueueEmail(manager, flowTestEmail, { to: contactEmail, occasion: `flow-test:${input.step}:${randomUUID()}`, payload });
    await recordAudit(manager, { area: 'email-flow', subject: input.step, action: 'send-test', after: { to: contactEmail, personId: payload.personId } });
  });
  deps.mail.wake();
  return { sentTo: contactEmail };
}
