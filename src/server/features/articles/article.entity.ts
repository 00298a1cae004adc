import { Check, Column, Entity, Index, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import type { ArticleCategory, ArticleSchemaType, ArticleStructuredExtras } from '../../../shared/articles.js';

/** Stored states; a published article whose publishedAt is ahead counts as scheduled. */
export type StoredArticleStatus = 'draft' | 'published';

@Entity({ name: 'article' })
@Check('CHK_article_status', `"status" IN ('draft', 'published')`)
// A published article has its time; a draft has none.
@Check('CHK_article_published_at', `("status" = 'published') = ("publishedAt" IS NOT NULL)`)
// The public lists read published articles by date.
@Index(['status', 'publishedAt'])
export class ArticleEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 160 })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 320 })
  metaDescription!: string;

  /** Markdown; rendered without raw HTML. */
  @Column({ type: 'text' })
  content!: string;

  /** The content as its page shows it: rendered once when saved (article-body-render.ts), never on a read. */
  @Column({ type: 'text' })
  contentHtml!: string;

  @Index()
  @Column({ type: 'varchar', length: 40 })
  category!: ArticleCategory;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Column({ type: 'varchar', length: 120 })
  authorName!: string;

  /** Only published articles whose publishedAt has come are shown anywhere public. */
  @Column({ type: 'varchar', length: 20 })
  status!: StoredArticleStatus;

  /** When it went (or goes) live; null for a draft. */
  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  /** Last change of the content (the sitemap's lastmod); view counts do not touch it. */
  @Column({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'int', default: 0 })
  viewCount!: number;

  /** Raised by every back-office change: an edit made from an older version is refused, not applied. */
  @VersionColumn({ type: 'int', default: 1 })
  version!: number;

  @Column({ type: 'varchar', length: 20 })
  schemaType!: ArticleSchemaType;

  /** Extra schema.org properties merged into the article's main JSON-LD node. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  structuredData!: ArticleStructuredExtras;
}
