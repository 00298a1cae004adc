import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleMarkdown } from './article-markdown';

const render = (content: string) => renderToStaticMarkup(createElement(ArticleMarkdown, { content }));

describe('ArticleMarkdown', () => {
  it('renders markdown structure', () => {
    const html = render('## Steps\n\n1. **Cleanse** gently\n2. Moisturise\n\n[Take the quiz](/quiz)');
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<strong>Cleanse</strong>');
    expect(html).toContain('<a href="/quiz">Take the quiz</a>');
  });

  it('shows HTML from the content as text, never as markup', () => {
    const html = render('Hello <script>alert("x")</script>\n\n<img src=x onerror="alert(1)">\n\n<div onclick="steal()">block</div>');
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('drops javascript: links and demotes h1 headings', () => {
    const html = render('# Big\n\n[click](javascript:alert(1))');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<h1>');
    expect(html).toContain('<h2>Big</h2>');
  });
});
