import type { ArticleSeed } from './article-seed.js';

export const niacinamideAndVitaminC: ArticleSeed = {
  slug: 'niacinamide-and-vitamin-c',
  title: 'Niacinamide and Vitamin C: Two Brightening Ingredients Compared',
  metaDescription:
    'How niacinamide and vitamin C brighten dull skin and fade dark spots, which skin types each suits, and whether you can use them together in one routine.',
  category: 'ingredients',
  tags: ['niacinamide', 'vitamin c', 'brightening', 'dark spots', 'serums'],
  authorName: 'Sofia Delgado',
  publishedAt: '2024-07-22T09:00:00Z',
  viewCount: 12,
  schemaType: 'Article',
  structuredData: { about: 'Niacinamide and vitamin C' },
  content: `
Dullness and uneven tone are two of the most common reasons people start a skincare routine. Niacinamide and vitamin C are the two ingredients most often recommended for them. They overlap in some benefits but work in different ways, so it helps to know which one fits your skin, or whether you want both.

## Niacinamide: the all-rounder

Niacinamide is a form of vitamin B3. It is stable, gentle and plays well with almost everything, which is why it appears in so many products.

What it helps with:

- **Uneven tone and dark spots:** it reduces the transfer of pigment to the surface cells.
- **Redness and reactivity:** it supports the production of ceramides, strengthening the skin barrier.
- **Oil and the look of pores:** it can help regulate sebum, so pores look smaller.
- **Post-breakout marks:** it gently fades the flat red or brown marks spots leave behind.

Most studies use concentrations of 2% to 5%. Higher strengths, such as 10%, are widely sold but are not necessarily better, and a few people find they cause flushing or tingling. If your skin is sensitive, start at 5% or less.

## Vitamin C: the antioxidant

Vitamin C in its pure form, L-ascorbic acid, is a powerful antioxidant. It neutralises some of the free radicals created by UV light and pollution, which is why it is often used in the morning under sunscreen.

What it helps with:

- **Brightness:** skin looks more radiant, often within a few weeks.
- **Dark spots:** it interferes with an enzyme needed to make pigment.
- **Firmness over time:** it is required for collagen production.
- **Extra sun defence:** it boosts the protection of your sunscreen, though it never replaces it.

Pure vitamin C works best at 10% to 20% in a low-pH formula, which can tingle. It is also unstable: exposure to air and light turns it yellow, then orange-brown, and it loses strength. Buy small bottles with opaque or airtight packaging and use them up within a few months. Gentler derivatives, such as sodium ascorbyl phosphate, magnesium ascorbyl phosphate or ascorbyl glucoside, are more stable and kinder to sensitive skin, though typically less potent.

## Which one should you choose?

- **Oily, breakout-prone or sensitive skin:** start with niacinamide.
- **Dull skin, sun damage or early signs of ageing:** a vitamin C serum in the morning is a strong choice.
- **Stubborn dark spots:** using both, at different times of day, is a sensible plan.

## Can you use them together?

You may have read that niacinamide and vitamin C cancel each other out. That warning comes from older studies using pure, unformulated ingredients at high heat. In modern, well-formulated products the interaction is not a practical concern, and some products even combine them.

If your skin is sensitive, the simplest approach is to separate them: vitamin C in the morning, followed by moisturiser and sunscreen, and niacinamide in the evening, or in both routines if you like. If a combination tingles, separate them by time of day.

## How long until you see results?

Brightness from vitamin C can appear within two to four weeks. Fading of dark spots with either ingredient usually takes eight to twelve weeks of daily use. None of this works without daily sunscreen, because every unprotected day undoes part of the progress. Take a photo in consistent light when you begin, so you can judge fairly after three months.
`,
  faqs: [
    {
      question: 'Is my vitamin C serum still good if it has turned orange?',
      answer:
        'A deep orange or brown colour means much of the vitamin C has oxidised and lost strength. It is time to replace it. Store new bottles closed, cool and away from light.',
    },
    {
      question: 'Can niacinamide cause breakouts?',
      answer:
        'It rarely clogs pores. Occasional flushing or small bumps at high strengths usually settle if you switch to a 5% product or less.',
    },
    {
      question: 'Should vitamin C go on before or after sunscreen?',
      answer:
        'Before. Apply vitamin C after cleansing, follow with moisturiser if you use one, and finish with sunscreen as the last skincare step.',
    },
  ],
};
