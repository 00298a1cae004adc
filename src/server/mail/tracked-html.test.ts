import { describe, expect, it } from 'vitest';
import { withTrackedLinks } from './tracked-html.js';

const track = (url: string) => `https://site.test/email/click?to=${encodeURIComponent(url)}&s=sig`;

describe('withTrackedLinks', () => {
  it('sends http(s) links through the tracker, made absolute, with their entities read and written back escaped', () => {
    const html = '<p><a href="/learning-hub">hub</a> <a href="https://shop.example/a?x=1&#x26;y=2">shop</a></p>';
    expect(withTrackedLinks(html, 'https://site.test', track)).toBe(
      `<p><a href="https://site.test/email/click?to=${encodeURIComponent('https://site.test/learning-hub')}&amp;s=sig">hub</a> ` +
        `<a href="https://site.test/email/click?to=${encodeURIComponent('https://shop.example/a?x=1&y=2')}&amp;s=sig">shop</a></p>`,
    );
  });

  it('keeps mailto links and drops links of any other scheme', () => {
    expect(withTrackedLinks('<a href="mailto:hi@example.com">mail</a>', 'https://site.test', track)).toBe('<a href="mailto:hi@example.com">mail</a>');
    expect(withTrackedLinks('<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a>', 'https://site.test', track)).toBe('<a >x</a><a >y</a>');
  });
});
