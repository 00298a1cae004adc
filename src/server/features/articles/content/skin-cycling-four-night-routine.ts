import type { ArticleSeed } from './article-seed.js';

export const skinCyclingFourNightRoutine: ArticleSeed = {
  slug: 'skin-cycling-four-night-routine',
  title: 'Skin Cycling: The 4-Night Routine for Results Without Irritation',
  metaDescription:
    'Skin cycling rotates exfoliation, retinoid and recovery nights over four evenings. Learn how each night works, who it suits and how to adapt it to your skin.',
  category: 'routines',
  tags: ['skin cycling', 'evening routine', 'retinol', 'exfoliation', 'routine'],
  authorName: 'Sofia Delgado',
  publishedAt: '2024-10-01T09:00:00Z',
  viewCount: 64,
  schemaType: 'Article',
  structuredData: { about: 'Skin cycling' },
  content: `
Skin cycling is a way of organising your evening routine so that strong actives and rest take turns. Instead of using every treatment every night, you rotate them over a four-night cycle. The idea is simple, and it solves one of the most common problems in skincare: doing too much and ending up red, flaky and frustrated.

## The four nights

**Night 1: Exfoliation.** After cleansing, use a chemical exfoliant. Lactic or mandelic acid suits dry and sensitive skin, glycolic acid suits normal skin, and salicylic acid (a BHA) suits oily and breakout-prone skin. Exfoliation clears away dead surface cells, so the skin looks brighter and the retinoid the next night can work evenly. Follow with a simple moisturiser.

**Night 2: Retinoid.** Apply a pea-sized amount of retinol, retinal or your prescribed retinoid to dry skin, then moisturise. If you are new to retinoids or sensitive, apply a thin layer of moisturiser first, and avoid the corners of the nose, the mouth and under the eyes.

**Nights 3 and 4: Recovery.** No actives at all. Cleanse, then focus on hydration and barrier repair: a hyaluronic acid serum on damp skin, a moisturiser with ceramides, and perhaps a calming ingredient such as niacinamide, panthenol or centella. These nights let your skin rebuild its barrier so it is ready for the next cycle.

Then start again at night 1.

## Why it works

Exfoliating acids and retinoids are both proven to improve texture, tone, fine lines and breakouts. They are also the two ingredients most likely to irritate, especially together. Using each one once every four nights gives you regular exposure to both while leaving enough recovery time for the skin barrier. For many people that means steady results with far less peeling and stinging than daily use.

Cycling also makes a routine easier to follow. You always know what tonight's step is, and you only need a handful of products.

## Who it suits

Skin cycling is a great fit if you:

- Are new to actives and want a structured way to start
- Have tried retinoids before and gave up because of irritation
- Have combination or sensitive skin that dislikes daily actives
- Want results without a ten-step routine

If your skin is very resilient and already uses a retinoid nightly without trouble, you may not need cycling. If you have eczema, rosacea or a damaged barrier, see a dermatologist before adding actives at all.

## Adjusting the cycle

The four-night plan is a starting point, not a rule.

- **More sensitive:** add a third recovery night, making it a five-night cycle, or use a gentler exfoliant such as a PHA.
- **More tolerant:** after a couple of months, shorten recovery to one night (a three-night cycle), or add a second retinoid night.
- **No retinoid:** cycle exfoliation with recovery nights only, or ask about azelaic acid if you are pregnant or breastfeeding.

Whatever you do, change one thing at a time and give each change at least two to three weeks.

## Mornings stay simple

Skin cycling is an evening routine. Mornings are the same every day: a gentle cleanse or rinse, an optional antioxidant serum, moisturiser and a broad-spectrum sunscreen of SPF 30 or higher. Sunscreen matters even more while you use exfoliants and retinoids, since both make skin more sensitive to the sun.

## What to expect

In the first few cycles skin often feels smoother and looks brighter after exfoliation nights. Clearer pores and more even tone build over six to eight weeks, and improvements in fine lines over three to six months. If you still feel stinging or tightness, lengthen the recovery phase. Comfortable skin is a sign the cycle is right for you.
`,
  faqs: [
    {
      question: 'Can I start skin cycling if I have never used a retinoid?',
      answer:
        'Yes. Choose a low-strength retinol or a gentle retinal for night 2, apply it over a thin layer of moisturiser at first, and keep at least two recovery nights.',
    },
    {
      question: 'What do I do on recovery nights?',
      answer:
        'Cleanse, apply a hydrating serum on damp skin and a barrier-supporting moisturiser with ceramides. No exfoliants or retinoids.',
    },
    {
      question: 'Do I need special products for skin cycling?',
      answer:
        'No. You need a gentle cleanser, one chemical exfoliant, one retinoid, a hydrating serum, a moisturiser and a daily sunscreen. Many people already own most of these.',
    },
  ],
};
