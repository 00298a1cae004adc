import type { ArticleSeed } from './article-seed.js';

export const eveningRoutineDoubleCleansing: ArticleSeed = {
  slug: 'evening-routine-double-cleansing',
  title: 'Your Evening Routine: Double Cleansing, Treatments and Night Creams',
  metaDescription:
    'Build an evening routine that removes sunscreen and makeup properly, makes the most of overnight treatments and leaves skin calm and hydrated by morning.',
  category: 'routines',
  tags: ['evening routine', 'routine', 'double cleansing', 'retinol', 'hydration'],
  authorName: 'Priya Raman',
  publishedAt: '2024-08-14T09:00:00Z',
  viewCount: 27,
  schemaType: 'Article',
  structuredData: { about: 'Evening skincare routine' },
  content: `
The evening is when your skin does most of its repair work, and when you have the best chance to use active treatments without worrying about the sun. A thoughtful night routine has three parts: clean thoroughly, treat, and then lock in moisture.

## Part 1: Double cleansing, if you need it

Double cleansing means washing your face twice in a row with two different cleansers.

**The first cleanse** uses an oil-based product, such as a cleansing balm, cleansing oil or micellar water. Oil dissolves oil, so it breaks down long-wear makeup, water-resistant sunscreen and excess sebum far more effectively than a water-based wash alone. Massage it onto dry skin for about a minute, paying attention to the hairline, jaw and around the nose. Add a little water to emulsify it, then rinse.

**The second cleanse** uses a gentle water-based cleanser, such as a gel, cream or low-foam wash. It removes what the oil cleanser has loosened and any residue it left behind, so your treatments can reach clean skin.

Double cleansing is most useful if you wear makeup, water-resistant or high-SPF sunscreen, or have oily skin. If you wore only a light sunscreen and your skin is dry or sensitive, one gentle cleanse is usually enough; cleansing twice can leave it tight.

Keep the water lukewarm and use your fingertips, not a rough cloth. Pat dry and move on while your skin is still slightly damp.

## Part 2: Treat

This is the step that targets your main concern. Choose one main active per night rather than layering several.

- **Lines, texture and breakouts:** a retinoid such as retinol or retinal, applied to dry skin, a pea-sized amount for the whole face.
- **Congested pores and blackheads:** a salicylic acid (BHA) serum or toner two or three nights a week.
- **Dullness and rough texture:** a glycolic or lactic acid (AHA) product once or twice a week.
- **Redness or sensitivity:** a calming serum with niacinamide, panthenol or centella, with no strong actives at all.

Do not combine retinoids with exfoliating acids on the same night while you are starting out. Alternating them on different nights, or following a skin-cycling plan, gives you the benefits of both without wearing down your skin barrier.

## Part 3: Moisturise and seal

Night is the time for a slightly richer moisturiser than you would wear under makeup. Look for barrier-supporting ingredients: ceramides, cholesterol, fatty acids, squalane, shea butter. If your skin is dry, a thin layer of a balm or ointment over the driest areas (occlusion, sometimes called slugging) can reduce water loss overnight. Oily skin can stick with a gel-cream.

Finish with a lip balm and, if you use one, an eye cream patted gently along the orbital bone.

## Putting it together

A typical night looks like this:

1. Cleansing balm or oil on dry skin, then rinse.
2. Gentle water-based cleanser, then pat dry.
3. One treatment (retinoid, exfoliant or calming serum).
4. Moisturiser, plus an occlusive on dry patches if needed.
5. Lip balm and eye cream.

On nights when you are tired, a single cleanse and moisturiser is a perfectly good routine. What matters is removing the day's sunscreen and makeup before sleep, and being consistent with your treatment most nights.

## Small habits that help

Change your pillowcase once or twice a week, tie your hair back before cleansing, and keep your night products by your bed in case you forget. Give any new treatment at least six to eight weeks before judging it. Your skin will thank you each morning.
`,
  faqs: [
    {
      question: 'Do I need to double cleanse if I do not wear makeup?',
      answer:
        'Not always. If you wear water-resistant or high-SPF sunscreen, or have oily skin, a first oil cleanse helps. If you wore a light sunscreen and have dry skin, one gentle cleanse is enough.',
    },
    {
      question: 'Can I use retinol and an exfoliating acid on the same night?',
      answer:
        'It is best not to, especially when starting out. Use them on different nights, or follow a skin-cycling plan, to avoid irritation and barrier damage.',
    },
    {
      question: 'Should my night cream be different from my day cream?',
      answer:
        'It can be richer, since it does not need to sit under makeup or contain SPF. Many people use the same moisturiser day and night and simply add an occlusive to dry areas at night.',
    },
  ],
};
