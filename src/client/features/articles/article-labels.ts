import { articleCategoryLabels, type ArticleCategory } from '../../../shared/articles';

export function categoryLabel(category: ArticleCategory): string {
  return articleCategoryLabels[category];
}

export function formatViews(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatPublished(iso: string): string {
  return dateFormat.format(new Date(iso));
}
