import type { EntityManager } from 'typeorm';
import { articleMarkdownToHtml } from '../../../../shared/article-markdown.js';
import type { FlowStep } from '../../../../shared/flows.js';
import { queryRows, sql } from '../../../db/sql.js';
import { flowDefinitions, type FlowWords } from './flow-defaults.js';

/** A step's current (or one past) version as the workers and the editor read it. */
export interface FlowVersionRow extends FlowWords {
  step: FlowStep;
  version: number;
  contentHtml: string;
  /** When it was saved; null for version 1, the shop's default. */
  createdAt: Date | null;
}

const defaultsHtml = new Map<FlowStep, string>();

/** Version 1 of a step: the shop's own words, rendered here once (they are not a visitor's input). */
export function defaultVersion(step: FlowStep): FlowVersionRow {
  const { defaults } = flowDefinitions[step];
  let contentHtml = defaultsHtml.get(step);
  if (contentHtml === undefined) {
    contentHtml = articleMarkdownToHtml(defaults.markdown);
    defaultsHtml.set(step, contentHtml);
  }
  return { step, version: 1, ...defaults, contentHtml, createdAt: null };
}

// The statements' rows are written out, not FlowVersionRow: a saved version has its time, and the
// lint knows the step by its type's name.

/** The current version of every step (a step nobody edited has its default). */
export async function currentFlowVersions(manager: EntityManager): Promise<Record<FlowStep, FlowVersionRow>> {
  const rows = await queryRows(
    manager,
    sql<FlowWords & { step: FlowStep; version: number; contentHtml: string; createdAt: Date }>`SELECT DISTINCT ON ("step") "step", "version", "subject", "preheader", "markdown", "contentHtml", "delayHours", "enabled", "createdAt"
       FROM flow_step_version ORDER BY "step", "version" DESC`,
  );
  const byStep = new Map(rows.map((row) => [row.step, row]));
  return Object.fromEntries(Object.keys(flowDefinitions).map((step) => [step, byStep.get(step as FlowStep) ?? defaultVersion(step as FlowStep)])) as Record<
    FlowStep,
    FlowVersionRow
  >;
}

/** The current version of one step. */
export async function currentFlowVersion(manager: EntityManager, step: FlowStep): Promise<FlowVersionRow> {
  const [row] = await queryRows(
    manager,
    sql<FlowWords & { step: FlowStep; version: number; contentHtml: string; createdAt: Date }>`SELECT "step", "version", "subject", "preheader", "markdown", "contentHtml", "delayHours", "enabled", "createdAt"
       FROM flow_step_version WHERE "step" = ${step} ORDER BY "version" DESC LIMIT 1`,
  );
  return row ?? defaultVersion(step);
}

/** Every version of a step, newest first, the default last. */
export async function flowVersionHistory(manager: EntityManager, step: FlowStep): Promise<FlowVersionRow[]> {
  const rows = await queryRows(
    manager,
    sql<FlowWords & { step: FlowStep; version: number; contentHtml: string; createdAt: Date }>`SELECT "step", "version", "subject", "preheader", "markdown", "contentHtml", "delayHours", "enabled", "createdAt"
       FROM flow_step_version WHERE "step" = ${step} ORDER BY "version" DESC`,
  );
  return [...rows, defaultVersion(step)];
}

/** One version of a step, or null when it has none by that number. */
export async function flowVersionOf(manager: EntityManager, step: FlowStep, version: number): Promise<FlowVersionRow | null> {
  if (version === 1) return defaultVersion(step);
  const [row] = await queryRows(
    manager,
    sql<FlowWords & { step: FlowStep; version: number; contentHtml: string; createdAt: Date }>`SELECT "step", "version", "subject", "preheader", "markdown", "contentHtml", "delayHours", "enabled", "createdAt"
       FROM flow_step_version WHERE "step" = ${step} AND "version" = ${version}`,
  );
  return row ?? null;
}
