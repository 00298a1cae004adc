import { type MergeField, mergeFields } from '../../../../shared/flows.js';
import { escapeHtml } from '../../../http/escape-html.js';
import { decodeAttribute, withTrackedLinks } from '../../../mail/tracked-html.js';

/** What each merge field says for one person, as text; `skinTipsHtml` is `skinTips` as paragraphs. */
export type MergeValues = Record<MergeField, string> & { skinTipsHtml: string };

/** Fields whose value is an address: put in a link as they are; the others are encoded as part of one. */
const LINK_FIELDS: ReadonlySet<MergeField> = new Set(['resultsLink', 'shopLink']);
const KNOWN: ReadonlySet<string> = new Set(mergeFields);

const FIELD = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;
// Inside a link the renderer has percent-encoded the braces.
const FIELD_IN_LINK = /(?:\{|%7B)([A-Za-z][A-Za-z0-9_]*)(?:\}|%7D)/gi;
const TIPS_PARAGRAPH = /<p>\{skinTips\}<\/p>/g;
const HREF = /href="([^"]*)"/g;

/** A subject or preheader with its fields filled (fields were checked when saved; an unknown one stays as written). */
export function fillText(value: string, values: MergeValues): string {
  return value.replace(FIELD, (written, name: string) => (KNOWN.has(name) ? values[name as MergeField] : written));
}

/**
 * A saved body (sanitised HTML with `{fields}` in it) for one person: `{skinTips}` on its own line
 * becomes her tips' paragraphs, fields in links become her addresses (or encoded text), fields in
 * text become escaped text, and every link goes through `track`. A value can add no markup.
 */
export function fillHtml(html: string, values: MergeValues, siteUrl: string, track: (url: string) => string): string {
  const withTips = html.replace(TIPS_PARAGRAPH, values.skinTipsHtml);
  const withLinks = withTips.replace(HREF, (_match, raw: string) => {
    const filled = decodeAttribute(raw).replace(FIELD_IN_LINK, (written, name: string) => {
      if (!KNOWN.has(name)) return written;
      const value = values[name as MergeField];
      return LINK_FIELDS.has(name as MergeField) ? value : encodeURIComponent(value);
    });
    return `href="${escapeHtml(filled)}"`;
  });
  const withText = withLinks.replace(FIELD, (written, name: string) => (KNOWN.has(name) ? escapeHtml(values[name as MergeField]) : written));
  return withTrackedLinks(withText, siteUrl, track);
}
