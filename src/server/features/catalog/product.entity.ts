import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { ProductStatus } from '../../../shared/admin-products.js';
import type { BudgetTier, ProductCategory, RoutineStep, SkinConcern, SkinTypeValue } from '../../../shared/catalog.js';

@Entity({ name: 'product' })
@Check('CHK_product_status', `"status" IN ('active', 'archived')`)
// The back-office table's sort orders, so a page is read from an index instead of sorting them all.
@Index(['status', 'name', 'id'])
@Index(['status', 'price', 'id'])
@Index(['status', 'category', 'id'])
@Index(['status', 'updatedAt', 'id'])
// Trigram indexes for the back-office search (name or slug containing the words); made by the
// ProductTableIndexes migration with pg_trgm, which TypeORM cannot describe.
@Index('IDX_product_name_trgm', { synchronize: false })
@Index('IDX_product_slug_trgm', { synchronize: false })
export class ProductEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug!: string;

  @Column({ type: 'varchar', length: 160 })
  name!: string;

  /** The storefront's stock-keeping unit, when the representative gives one: how pushed and imported order lines name it. */
  @Index({ unique: true, where: '"sku" IS NOT NULL' })
  @Column({ type: 'varchar', length: 64, nullable: true })
  sku!: string | null;

  @Column({ type: 'text' })
  description!: string;

  /** One line on why a shopper would pick it, shown on the product card. */
  @Column({ type: 'varchar', length: 300 })
  reason!: string;

  /** Cents. */
  @Column({ type: 'int' })
  price!: number;

  /** Cents; set when the product is on offer. */
  @Column({ type: 'int', nullable: true })
  originalPrice!: number | null;

  @Column({ type: 'varchar', length: 300 })
  imageUrl!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Index()
  @Column({ type: 'varchar', length: 40 })
  category!: ProductCategory;

  /** Path on the representative's store; the full URL is built from the storefront setting when read. */
  @Column({ type: 'varchar', length: 300 })
  storePath!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  concerns!: SkinConcern[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  skinTypes!: SkinTypeValue[];

  @Column({ type: 'boolean', default: false })
  fragranceFree!: boolean;

  @Column({ type: 'boolean', default: false })
  sensitiveSafe!: boolean;

  @Column({ type: 'boolean', default: false })
  nonComedogenic!: boolean;

  /** Retinoids, strong acids and similar: kept away from sensitive skin. */
  @Column({ type: 'boolean', default: false })
  harshActives!: boolean;

  @Column({ type: 'varchar', length: 30 })
  routineStep!: RoutineStep;

  @Column({ type: 'varchar', length: 20 })
  budgetTier!: BudgetTier;

  /** Archived products leave the shop and new recommendations; carts and history keep them. */
  @Column({ type: 'varchar', length: 10, default: 'active' })
  status!: ProductStatus;

  /** Raised by every change: an edit made from an older version is refused, not applied. */
  @VersionColumn({ type: 'int', default: 1 })
  version!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
