import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { RecommendationRules } from '../../../../shared/recommendation-rules.js';

export type RuleSetStatus = 'draft' | 'published' | 'retired';

/**
 * One version of the recommendation rules. At most one draft (being edited) and one published
 * (what new quiz results use) at a time; publishing retires the one before, which is kept so a
 * stored result can always say which rules it came from.
 */
@Entity({ name: 'recommendation_rule_set' })
@Check('CHK_rule_set_status', `"status" IN ('draft', 'published', 'retired')`)
@Index('UQ_rule_set_one_draft', ['status'], { unique: true, where: `"status" = 'draft'` })
@Index('UQ_rule_set_one_published', ['status'], { unique: true, where: `"status" = 'published'` })
export class RuleSetEntity {
  /** The rules' version number, as results record it. */
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'jsonb' })
  rules!: RecommendationRules;

  @Column({ type: 'varchar', length: 10 })
  status!: RuleSetStatus;

  /** Grows with each saved edit of the draft; a save from an older revision is refused. */
  @Column({ type: 'int', default: 1 })
  revision!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;
}
