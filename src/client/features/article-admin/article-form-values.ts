import type { AdminArticle, ArticleFields } from '../../../shared/article-admin';

/** The editor's values: exactly the fields the API takes, so the shared schema validates them. */
export type ArticleFormValues = ArticleFields;

export const emptyArticle: ArticleFormValues = {
  title: '',
  slug: '',
  metaDescription: '',
  content: '',
  category: 'skincare-basics',
  tags: [],
  authorName: '',
  schemaType: 'Article',
  faqs: [],
  steps: [],
};

export function formValuesOf(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    metaDescription: article.metaDescription,
    content: article.content,
    category: article.category,
    tags: article.tags,
    authorName: article.authorName,
    schemaType: article.schemaType,
    faqs: article.faqs,
    steps: article.steps.map(({ title, description }) => ({ title, description })),
  };
}
