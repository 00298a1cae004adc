import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { FlowStep } from '../../../../shared/flows.js';

/**
 * One saved version of a follow-up flow step. Rows are only added: the newest is the step's
 * current words, the others its history. Version 1 of every step is the shop's default and lives
 * in code (flow-defaults.ts), so the first save is version 2.
 */
@Entity({ name: 'flow_step_version' })
@Check('CHK_flow_step_version_step', `"step" IN ('welcome', 'day2', 'day4', 'day6', 'survey')`)
@Check('CHK_flow_step_version_delay', `"delayHours" BETWEEN 0 AND 2160`)
export class FlowStepVersionEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  step!: FlowStep;

  @PrimaryColumn({ type: 'int' })
  version!: number;

  @Column({ type: 'varchar', length: 150 })
  subject!: string;

  @Column({ type: 'varchar', length: 200 })
  preheader!: string;

  @Column({ type: 'text' })
  markdown!: string;

  /** The body as sanitised HTML with its `{fields}` still in it, rendered once when saved (like a newsletter's). */
  @Column({ type: 'text' })
  contentHtml!: string;

  @Column({ type: 'int' })
  delayHours!: number;

  @Column({ type: 'boolean' })
  enabled!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
