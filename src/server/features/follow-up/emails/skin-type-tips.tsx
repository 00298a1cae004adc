import type { ReactNode } from 'react';
import type { SkinTypeValue } from '../../../../shared/catalog.js';

export interface TipsContent {
  subject: string;
  preview: string;
  heading: string;
  tips: ReactNode[];
}

const tip = (title: string, text: string) => (
  <>
    <strong>{title}</strong> {text}
  </>
);

/**
 * The day-2 email's tips, the "tips for your skin type" the welcome email promises. None names a
 * strong active: a sensitive or beginner profile of any skin type gets the same tips, and the
 * engine keeps strong actives from her.
 */
export const skinTypeTips: Record<SkinTypeValue, TipsContent> = {
  dry: {
    subject: 'Three tips for dry skin',
    preview: 'Damp skin, a cream cleanser and a richer night cream',
    heading: 'Three tips for dry skin',
    tips: [
      tip('Moisturise on damp skin:', 'pat your face half-dry and apply moisturiser within a minute, so it holds the water in.'),
      tip('Cleanse with a cream or milk:', 'foaming cleansers strip the oils dry skin is short of.'),
      tip('Go richer at night:', 'a thicker cream with ceramides or shea works while you sleep.'),
    ],
  },
  oily: {
    subject: 'Three tips for oily skin',
    preview: 'Keep moisturising, cleanse twice a day, blot instead of washing',
    heading: 'Three tips for oily skin',
    tips: [
      tip('Keep moisturising:', 'a light, oil-free gel tells skin it does not need to make more oil.'),
      tip('Cleanse twice a day, no more:', 'washing more often dries the surface and shine comes back faster.'),
      tip('Blot at midday:', 'blotting papers take the shine off without disturbing sunscreen or make-up.'),
    ],
  },
  combination: {
    subject: 'Three tips for combination skin',
    preview: 'Treat each zone for what it needs',
    heading: 'Three tips for combination skin',
    tips: [
      tip('Treat each zone:', 'a light gel on the T-zone, a little more cream on the cheeks.'),
      tip('Choose a gentle cleanser:', 'one that leaves neither tight cheeks nor a shiny forehead.'),
      tip('Mask by zone:', 'a clay mask on the nose and forehead, a hydrating one on the cheeks, in the same evening.'),
    ],
  },
  normal: {
    subject: 'Three tips for normal skin',
    preview: 'Keep it simple, wear sunscreen, adjust with the seasons',
    heading: 'Three tips for normal skin',
    tips: [
      tip('Keep it simple:', 'cleanser, moisturiser and sunscreen do most of the work; add one product at a time.'),
      tip('Sunscreen every morning:', 'it keeps balanced skin even-toned and is the best anti-ageing step there is.'),
      tip('Adjust with the seasons:', 'a richer cream in winter, a lighter one in summer.'),
    ],
  },
  sensitive: {
    subject: 'Three tips for sensitive skin',
    preview: 'Patch test, fragrance-free, one new product at a time',
    heading: 'Three tips for sensitive skin',
    tips: [
      tip('Patch test new products', 'on a small area for 48 hours before using them on your face.'),
      tip('Choose fragrance-free:', 'short ingredient lists leave less to react to.'),
      tip('One new product at a time:', 'two weeks apart, so you know what suits you and what does not.'),
    ],
  },
};

/** For a message whose quiz is gone: habits that help every skin type. */
export const generalTips: TipsContent = {
  subject: 'Three habits that make any routine work',
  preview: 'Patch test, layer thin to thick, and never skip sunscreen',
  heading: 'Three habits worth keeping',
  tips: [
    tip('Patch test new products', 'on a small area for 48 hours before using them on your face.'),
    tip('Layer from thinnest to thickest:', 'cleanser, serum, moisturiser, then sunscreen in the morning.'),
    tip('Give it time:', 'most routines show results after 2-4 weeks of daily use.'),
  ],
};
