import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who has already counted as a view of an article today: a visitor is a salted hash of their
 * address (whatever browser they claim), so no address is stored, and the salt changes every day, so days cannot
 * be linked. Rows older than two days are deleted.
 */
@Entity({ name: 'article_view_seen' })
export class ArticleViewSeenEntity {
  /** UTC day. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'int' })
  articleId!: number;

  /** SHA-256 (hex) of the day's salt and the client address. */
  @PrimaryColumn({ type: 'char', length: 64 })
  visitor!: string;
}

/** One random salt per UTC day, shared by every process. */
@Entity({ name: 'article_view_salt' })
export class ArticleViewSaltEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'char', length: 64 })
  salt!: string;
}
