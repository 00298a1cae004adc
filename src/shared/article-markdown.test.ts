import { describe, expect, it } from 'vitest';
import { articleMarkdownToHtml as render } from './article-markdown.js';

describe('articleMarkdownToHtml', () => {
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
    expect(html).toContain('&#x3C;script>alert("x")&#x3C;/script>');
    expect(html).toContain('&#x3C;img src=x onerror="alert(1)">');
  });

  it('drops javascript: links and demotes h1 headings', () => {
    const html = render('# Big\n\n[click](javascript:alert(1))');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<h1>');
    expect(html).toContain('<h2>Big</h2>');
  });
});
