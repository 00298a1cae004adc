// What the articles feature keeps in AppDeps (the article pages' part of the public content), and
// its bounded, sanitising markdown renderer for other bodies (newsletters).
import type { ArticlePageChanges } from './article-page-changes.js';

export { renderArticleBody } from './article-body-render.js';

declare module '../../core/app-deps.js' {
  interface AppDeps {
    /** Moves the public pages' version when an article changes or comes out (set by the articles feature's start). */
    articlePages: ArticlePageChanges;
  }
}
