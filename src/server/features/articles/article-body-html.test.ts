import { describe, expect, it } from 'vitest';
import { articleBodyHtml } from './article-body-html.js';

describe('articleBodyHtml', () => {
  it('renders the body with the shared markdown function, HTML in it shown as text', () => {
    const html = articleBodyHtml('# Title\n\nSome **bold** text <img src=x onerror="alert(1)">');
    expect(html).toBe('<h2>Title</h2>\n<p>Some <strong>bold</strong> text &#x3C;img src=x onerror="alert(1)"></p>');
  });

  it('answers an edited body with its own rendering, and the same body with the same HTML', () => {
    const first = articleBodyHtml('Before the *edit*');
    expect(articleBodyHtml('After the *edit*')).toBe('<p>After the <em>edit</em></p>');
    expect(articleBodyHtml('Before the *edit*')).toBe(first);
  });
});
