import { articleCategoryLabels, type ArticleSchemaType } from '../../../shared/articles.js';
import { LOGO_PATH, OG_IMAGE, SITE_NAME_PLAIN } from '../../../shared/site.js';
import type { ArticleFaqEntity } from './article-faq.entity.js';
import type { ArticleHowToStepEntity } from './article-how-to-step.entity.js';
import { lastChangedAt, type PublishedArticle } from './published-article.js';

/** What the JSON-LD is built from: an article row with its FAQs and steps. */
export type JsonLdSource = Pick<
  PublishedArticle,
  'slug' | 'title' | 'metaDescription' | 'category' | 'tags' | 'authorName' | 'publishedAt' | 'updatedAt' | 'schemaType' | 'structuredData'
> & {
  faqs: Pick<ArticleFaqEntity, 'question' | 'answer'>[];
  howToSteps: Pick<ArticleHowToStepEntity, 'stepNumber' | 'stepTitle' | 'stepDescription'>[];
};

export function articlePath(slug: string): string {
  return `/learning-hub/${encodeURIComponent(slug)}`;
}

// Search engines show at most about 110 characters of a headline.
const HEADLINE_MAX = 110;

/** The JSON-LD of an article page: Article, plus FAQPage with FAQs and HowTo with steps. */
export function buildArticleJsonLd(article: JsonLdSource, siteUrl: string): Record<string, unknown>[] {
  const url = siteUrl + articlePath(article.slug);
  const extrasFor = (type: ArticleSchemaType) => (article.schemaType === type ? article.structuredData : {});
  const nodes: Record<string, unknown>[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title.slice(0, HEADLINE_MAX),
      description: article.metaDescription,
      author: { '@type': 'Person', name: article.authorName },
      publisher: { '@type': 'Organization', name: SITE_NAME_PLAIN, url: siteUrl, logo: { '@type': 'ImageObject', url: siteUrl + LOGO_PATH } },
      image: { '@type': 'ImageObject', url: siteUrl + OG_IMAGE.path, width: OG_IMAGE.width, height: OG_IMAGE.height },
      datePublished: article.publishedAt.toISOString(),
      dateModified: lastChangedAt(article).toISOString(),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      articleSection: articleCategoryLabels[article.category],
      keywords: article.tags.join(', '),
      ...extrasFor('Article'),
    },
  ];
  if (article.faqs.length > 0) {
    nodes.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: article.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    });
  }
  if (article.howToSteps.length > 0) {
    nodes.push({
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: article.title,
      description: article.metaDescription,
      ...extrasFor('HowTo'),
      step: article.howToSteps.map((step) => ({
        '@type': 'HowToStep',
        position: step.stepNumber,
        name: step.stepTitle,
        text: step.stepDescription,
        url: `${url}#step-${step.stepNumber}`,
      })),
    });
  }
  return nodes;
}
