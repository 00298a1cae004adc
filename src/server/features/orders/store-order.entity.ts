import type { VisitSource } from '../../../shared/visit-source.js';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An order from the storefront, imported from its export or pushed by it: the evidence a
 * purchase claim is checked against, and with its lines what the sales figures count.
 */
@Entity({ name: 'store_order' })
export class StoreOrderEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** Normalised like claims' order numbers (upper-case, no spaces). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 40 })
  orderNumber!: string;

  @Column({ type: 'date' })
  orderedOn!: string;

  @Column({ type: 'int' })
  totalCents!: number;

  /** Lower-case customer email, when the export has one. */
  @Index()
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** The shape of the number (letters → A, digits → 9): what "the store's pattern" means. */
  @Index()
  @Column({ type: 'varchar', length: 40 })
  orderNumberShape!: string;

  /** The confirmed person whose address the order carries, when there is one (attribution.ts). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  personId!: string | null;

  /** Their full quiz within the 30 days before the order, the latest. */
  @Column({ type: 'int', nullable: true })
  quizResponseId!: number | null;

  /** The last email of ours they clicked within the 7 days before the order. */
  @Column({ type: 'bigint', nullable: true })
  emailMessageId!: string | null;

  /** Where the visit of that quiz came from (its session's source). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  source!: VisitSource | null;

  /** How it arrived: the CSV import or a signed push. */
  @Column({ type: 'varchar', length: 10, default: 'import' })
  receivedVia!: 'import' | 'push';

  @CreateDateColumn({ type: 'timestamptz' })
  importedAt!: Date;
}
