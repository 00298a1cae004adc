import { articleMarkdownIssue } from './article-markdown-limits.js';
import { articleSummarySchema } from './article-schemas.js';
import { ARTICLE_SLUG_MAX, articleCategories, articleSchemaTypes } from './articles.js';
import { text as storableText } from './text.js';
import { z } from './zod.js';

/**
 * The representative's articles back-office. Stored, an article is a draft or published; a
 * published one whose publishedAt is still ahead is 'scheduled' and goes live by itself then.
 * Articles are unpublished, never deleted.
 */
export const articleStatuses = ['draft', 'published', 'scheduled'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const ARTICLE_CHANGED_SINCE_OPENED = 'This article changed since you opened it. Reload it to see the new version before saving.';
export const ARTICLE_SLUG_TAKEN = 'Another article already has this slug';
export const ARTICLE_SLUG_FORMAT = 'A slug has lower-case letters, digits and single hyphens, like skin-barrier-101';
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_SLUG_MIN = 3;
export const ARTICLE_TITLE_MAX = 200;
/** Search engines show about 160 characters; the column holds 320. */
export const META_DESCRIPTION_MAX = 320;
export const META_DESCRIPTION_RECOMMENDED = { min: 50, max: 160 } as const;
/** Markdown characters of one body (about 15,000 words). */
export const ARTICLE_CONTENT_MAX = 100_000;
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_TAG_MAX = 40;
export const ARTICLE_FAQS_MAX = 30;
export const ARTICLE_STEPS_MAX = 30;
/** Request bodies that save an article may be this large (the app's other bodies: 64 KB). */
export const ARTICLE_WRITE_BODY_LIMIT = 512 * 1024;
/** How far ahead an article may be scheduled. */
export const SCHEDULE_MAX_DAYS = 730;

export const ARTICLE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ARTICLE_SORT_COLUMNS = ['updatedAt', 'publishedAt', 'title'] as const;

/** A required text field of the article editor. */
const text = (label: string, max: number) =>
  storableText(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max.toLocaleString('en-US')} characters`);

export const articleSlugSchema = storableText('Slug', { error: 'Slug is required' })
  .trim()
  .min(ARTICLE_SLUG_MIN, `A slug is at least ${ARTICLE_SLUG_MIN} characters`)
  .max(ARTICLE_SLUG_MAX, `A slug is at most ${ARTICLE_SLUG_MAX} characters`)
  .regex(ARTICLE_SLUG_PATTERN, ARTICLE_SLUG_FORMAT);

const tagsSchema = z
  .array(text('A tag', ARTICLE_TAG_MAX))
  .max(ARTICLE_TAGS_MAX, `At most ${ARTICLE_TAGS_MAX} tags`)
  .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, 'Each tag only once');

export const articleFaqInputSchema = z.object({ question: text('Question', 300), answer: text('Answer', 3_000) }).strict();
export const articleStepInputSchema = z.object({ title: text('Step title', 200), description: text('Step description', 3_000) }).strict();

const articleFields = {
  title: text('Title', ARTICLE_TITLE_MAX),
  slug: articleSlugSchema,
  metaDescription: text('Meta description', META_DESCRIPTION_MAX),
  // Nesting and markup within the limits that keep rendering cheap (article-markdown-limits.ts).
  content: text('Content', ARTICLE_CONTENT_MAX).superRefine((markdown, context) => {
    const issue = articleMarkdownIssue(markdown);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  }),
  category: z.enum(articleCategories, { error: `Category must be one of ${articleCategories.join(', ')}` }),
  tags: tagsSchema,
  authorName: text('Author', 120),
  schemaType: z.enum(articleSchemaTypes, { error: `Schema type must be one of ${articleSchemaTypes.join(', ')}` }),
  /** In the order the page shows them. */
  faqs: z.array(articleFaqInputSchema).max(ARTICLE_FAQS_MAX, `At most ${ARTICLE_FAQS_MAX} questions`),
  /** In order: the first is step 1. */
  steps: z.array(articleStepInputSchema).max(ARTICLE_STEPS_MAX, `At most ${ARTICLE_STEPS_MAX} steps`),
};

/** Every field the editor sends; the form validates with this too. */
export const articleFieldsSchema = z.object(articleFields).strict();
export type ArticleFields = z.output<typeof articleFieldsSchema>;

/** A new article: always a draft until it is published. */
export const createArticleInputSchema = z
  .object({
    ...articleFields,
    tags: articleFields.tags.default([]),
    schemaType: articleFields.schemaType.default('Article'),
    faqs: articleFields.faqs.default([]),
    steps: articleFields.steps.default([]),
  })
  .strict();
export type CreateArticleInput = z.output<typeof createArticleInputSchema>;

const idSchema = z.number({ error: 'id must be an article id' }).int().min(1).max(2_147_483_647);
const versionSchema = z.number({ error: 'version is required' }).int().min(1).max(2_147_483_647);

/** A change: the fields to change (a list given replaces the whole list) and the version the editor opened. */
export const updateArticleInputSchema = z.object({ id: idSchema, version: versionSchema, ...articleFieldsSchema.partial().shape }).strict();
export type UpdateArticleInput = z.output<typeof updateArticleInputSchema>;

/** Publish now, or at `publishAt` (ISO 8601, in the future): the article is then 'scheduled' until that time. */
export const publishArticleInputSchema = z
  .object({ id: idSchema, version: versionSchema, publishAt: z.iso.datetime({ offset: true, error: 'publishAt must be an ISO 8601 date and time' }).optional() })
  .strict();
export type PublishArticleInput = z.output<typeof publishArticleInputSchema>;

/** Back to draft: off the hub, the sitemap and its own page at once. */
export const unpublishArticleInputSchema = z.object({ id: idSchema, version: versionSchema }).strict();
export type UnpublishArticleInput = z.output<typeof unpublishArticleInputSchema>;

export const articleIdInputSchema = z.object({ id: idSchema }).strict();

export const slugAvailabilityInputSchema = z
  .object({
    // Checked here only for size: a malformed slug is an answer ({available: false, reason}), not an error.
    slug: storableText('slug', { error: 'slug is required' }).max(300, 'slug is at most 300 characters'),
    exceptId: idSchema.optional(),
  })
  .strict();
export type SlugAvailabilityInput = z.output<typeof slugAvailabilityInputSchema>;
export const slugAvailabilitySchema = z.object({ available: z.boolean(), reason: storableText().optional() }).strict();
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

export const adminArticleListInputSchema = z
  .object({
    search: storableText('The search').trim().max(100, 'A search is at most 100 characters').default(''),
    status: z.enum(articleStatuses, { error: `status must be one of ${articleStatuses.join(', ')}` }).optional(),
    category: z.enum(articleCategories, { error: `category must be one of ${articleCategories.join(', ')}` }).optional(),
    sortBy: z.enum(ARTICLE_SORT_COLUMNS, { error: `sortBy is one of ${ARTICLE_SORT_COLUMNS.join(', ')}` }).default('updatedAt'),
    sortDirection: z.enum(['asc', 'desc'], { error: 'sortDirection is asc or desc' }).default('desc'),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(25),
  })
  .strict();
export type AdminArticleListInput = z.output<typeof adminArticleListInputSchema>;

export const adminArticleSummarySchema = articleSummarySchema
  .extend({
    status: z.enum(articleStatuses),
    /** ISO 8601; null for a draft. */
    publishedAt: storableText().nullable(),
    version: z.number().int(),
  })
  .strict();
export type AdminArticleSummary = z.infer<typeof adminArticleSummarySchema>;

export const adminArticleSchema = adminArticleSummarySchema
  .extend({
    content: storableText(),
    faqs: z.array(z.object({ question: storableText(), answer: storableText() }).strict()),
    steps: z.array(z.object({ stepNumber: z.number().int(), title: storableText(), description: storableText() }).strict()),
  })
  .strict();
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleOutputSchema = z.object({ article: adminArticleSchema }).strict();
export const adminArticleListOutputSchema = z.object({ articles: z.array(adminArticleSummarySchema), total: z.number().int() }).strict();
export type AdminArticleListOutput = z.infer<typeof adminArticleListOutputSchema>;

/** What a stored state means now: a published article whose time has not come is scheduled. */
export function articleStatusAt(stored: 'draft' | 'published', publishedAt: Date | null, now: Date): ArticleStatus {
  if (stored === 'draft' || publishedAt === null) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}
