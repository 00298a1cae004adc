import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/**
 * One uploaded image, named by the hash of the uploaded file: the same picture uploaded twice is
 * one row. `usedAt` is raised by every product save that takes it up or lets it go; an image no
 * product uses is removed a day after that (product-image-store.ts).
 */
@Entity({ name: 'product_image' })
export class ProductImageEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  hash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Index()
  @Column({ type: 'timestamptz', default: () => 'now()' })
  usedAt!: Date;
}

/** The bytes of one size and format of an uploaded image, as served at /uploads/products/<hash>-<width>.<format>. */
@Entity({ name: 'product_image_variant' })
@Check('CHK_product_image_variant_format', `"format" IN ('avif', 'webp', 'jpg')`)
export class ProductImageVariantEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  hash!: string;

  @PrimaryColumn({ type: 'int' })
  width!: number;

  @PrimaryColumn({ type: 'varchar', length: 4 })
  format!: string;

  @ManyToOne(() => ProductImageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hash' })
  image?: ProductImageEntity;

  @Column({ type: 'varchar', length: 20 })
  contentType!: string;

  /** The quoted strong ETag: a hash of `content`. */
  @Column({ type: 'varchar', length: 60 })
  etag!: string;

  @Column({ type: 'bytea' })
  content!: Buffer;
}
