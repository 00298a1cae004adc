// Zod-free on purpose: the router (in every page's first script) names an article's section.
export const articleCategories = ['skincare-basics', 'ingredients', 'routines', 'how-to'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** 'all' only exists as a filter value: it means "no category filter". */
export const articleCategoryFilters = ['all', ...articleCategories] as const;
export type ArticleCategoryFilter = (typeof articleCategoryFilters)[number];

export const articleCategoryLabels: Record<ArticleCategoryFilter, string> = {
  all: 'All Articles',
  'skincare-basics': 'Skincare Basics',
  ingredients: 'Ingredients',
  routines: 'Routines',
  'how-to': 'How-To',
};
