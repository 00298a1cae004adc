import type { SkinTypeValue } from '../../../../shared/catalog.js';
import { escapeHtml } from '../../../http/escape-html.js';

interface Tip {
  title: string;
  text: string;
}

export interface TipsContent {
  tips: Tip[];
}

const tip = (title: string, text: string): Tip => ({ title, text });

/**
 * The day-2 email's tips, the "tips for your skin type" the welcome email promises. None names a
 * strong active: a sensitive or beginner profile of any skin type gets the same tips, and the
 * engine keeps strong actives from her.
 */
export const skinTypeTips: Record<SkinTypeValue, TipsContent> = {
  dry: {
    tips: [
      tip('Moisturise on damp skin:', 'pat your face half-dry and apply moisturiser within a minute, so it holds the water in.'),
      tip('Cleanse with a cream or milk:', 'foaming cleansers strip the oils dry skin is short of.'),
      tip('Go richer at night:', 'a thicker cream with ceramides or shea works while you sleep.'),
    ],
  },
  oily: {
    tips: [
      tip('Keep moisturising:', 'a light, oil-free gel tells skin it does not need to make more oil.'),
      tip('Cleanse twice a day, no more:', 'washing more often dries the surface and shine comes back faster.'),
      tip('Blot at midday:', 'blotting papers take the shine off without disturbing sunscreen or make-up.'),
    ],
  },
  combination: {
    tips: [
      tip('Treat each zone:', 'a light gel on the T-zone, a little more cream on the cheeks.'),
      tip('Choose a gentle cleanser:', 'one that leaves neither tight cheeks nor a shiny forehead.'),
      tip('Mask by zone:', 'a clay mask on the nose and forehead, a hydrating one on the cheeks, in the same evening.'),
    ],
  },
  normal: {
    tips: [
      tip('Keep it simple:', 'cleanser, moisturiser and sunscreen do most of the work; add one product at a time.'),
      tip('Sunscreen every morning:', 'it keeps balanced skin even-toned and is the best anti-ageing step there is.'),
      tip('Adjust with the seasons:', 'a richer cream in winter, a lighter one in summer.'),
    ],
  },
  sensitive: {
    tips: [
      tip('Patch test new products', 'on a small area for 48 hours before using them on your face.'),
      tip('Choose fragrance-free:', 'short ingredient lists leave less to react to.'),
      tip('One new product at a time:', 'two weeks apart, so you know what suits you and what does not.'),
    ],
  },
};

/** For a message whose quiz is gone: habits that help every skin type. */
export const generalTips: TipsContent = {
  tips: [
    tip('Patch test new products', 'on a small area for 48 hours before using them on your face.'),
    tip('Layer from thinnest to thickest:', 'cleanser, serum, moisturiser, then sunscreen in the morning.'),
    tip('Give it time:', 'most routines show results after 2-4 weeks of daily use.'),
  ],
};

/** Her tips as the day-2 email's paragraphs (the `{skinTips}` merge field), and as one line of text. */
export function tipsAsHtml({ tips }: TipsContent): string {
  return tips.map(({ title, text }) => `<p><strong>${escapeHtml(title)}</strong> ${escapeHtml(text)}</p>`).join('\n');
}

export function tipsAsText({ tips }: TipsContent): string {
  return tips.map(({ title, text }) => `${title} ${text}`).join(' ');
}
