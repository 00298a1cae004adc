import { describe, expect, it } from 'vitest';
import { articleMarkdownToHtml } from '../../../../shared/article-markdown.js';
import { mergeFieldIssue } from '../../../../shared/flows.js';
import { fillHtml, fillText, type MergeValues } from './merge-fields.js';

const values: MergeValues = {
  firstName: 'Ann "<script>" & co',
  skinType: 'oily skin',
  topPick: 'Gel Cleanser',
  resultsLink: 'https://beauty.test/results-premium/abc',
  offer: '10% off',
  offerCode: 'GLOW10',
  shopLink: 'https://shop.test/store',
  skinTips: 'Blot at midday.',
  skinTipsHtml: '<p><strong>Blot</strong> at midday.</p>',
};
const track = (url: string) => `https://beauty.test/click?to=${encodeURIComponent(url)}`;
const fill = (markdown: string) => fillHtml(articleMarkdownToHtml(markdown), values, 'https://beauty.test', track);

describe('merge fields', () => {
  it('fill text as escaped text: a value adds no markup', () => {
    const html = fill('Hi {firstName}, tips for {skinType}.');
    expect(html).toContain('Hi Ann &quot;&lt;script&gt;&quot; &amp; co, tips for oily skin.');
    expect(html).not.toContain('<script>');
  });

  it('fill links with her addresses, encode text fields inside a link, and track every link', () => {
    const html = fill('[Results]({resultsLink}) [Shop]({shopLink}) [Mine](https://beauty.test/hi?n={firstName})');
    expect(html).toContain(`href="${track(values.resultsLink)}"`);
    expect(html).toContain(`href="${track(values.shopLink)}"`);
    expect(html).toContain(`href="${track(`https://beauty.test/hi?n=${encodeURIComponent(values.firstName)}`)}"`);
  });

  it('put her tips’ paragraphs where {skinTips} stands alone, and their text elsewhere', () => {
    expect(fill('{skinTips}')).toBe(values.skinTipsHtml);
    expect(fill('In short: {skinTips}')).toBe('<p>In short: Blot at midday.</p>');
  });

  it('fill a subject with plain text', () => {
    expect(fillText('Three tips for {skinType}, code {offerCode}', values)).toBe('Three tips for oily skin, code GLOW10');
  });

  it('are checked by name and by place', () => {
    expect(mergeFieldIssue('Hi {firstName} {topPick}', 'body')).toBeNull();
    expect(mergeFieldIssue('Hi {firstname}', 'body')).toMatch(/^Unknown merge field \{firstname\}/);
    expect(mergeFieldIssue('For {firstName}', 'subject')).toMatch(/only be used in the body/);
    expect(mergeFieldIssue('{skinTips}', 'preheader')).toMatch(/only be used in the body/);
    expect(mergeFieldIssue('A { brace } and {not closed', 'body')).toBeNull();
  });
});
