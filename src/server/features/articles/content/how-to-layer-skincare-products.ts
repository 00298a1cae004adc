import type { ArticleSeed } from './article-seed.js';

export const howToLayerSkincareProducts: ArticleSeed = {
  slug: 'how-to-layer-skincare-products',
  title: 'How to Layer Skincare Products in the Right Order',
  metaDescription:
    'The thinnest-to-thickest rule, a step-by-step layering order for morning and evening, how long to wait between layers and which actives to keep apart.',
  category: 'how-to',
  tags: ['layering', 'routine', 'serums', 'morning routine', 'evening routine'],
  authorName: 'Priya Raman',
  publishedAt: '2024-09-03T09:00:00Z',
  viewCount: 38,
  schemaType: 'HowTo',
  structuredData: {
    totalTime: 'PT6M',
    supply: ['Cleanser', 'Toner or essence', 'Serum', 'Eye cream', 'Moisturiser', 'Sunscreen (morning)'],
  },
  content: `
You can own excellent products and still get disappointing results if they go on in the wrong order. Each layer affects how well the next one reaches your skin. The good news is that the rules are simple, and once you know them you can fit any new product into your routine with confidence.

## The main rule: thinnest to thickest

Apply products from the most watery to the richest. Thin, water-based products such as toners, essences and most serums are designed to reach the skin quickly. Thicker creams and oils form a film that slows water loss, but that film also slows anything applied on top of it. If you put a rich cream on first, a watery serum afterwards mostly sits on the surface.

There is one important exception: **sunscreen goes last** in the morning, over moisturiser, so that it forms an even, unbroken protective layer. Makeup, if you wear it, goes on top of sunscreen.

## Where actives fit

Active treatments, such as vitamin C, retinoids and exfoliating acids, should generally go on close to clean skin, right after cleansing and toning, so they are not blocked by heavier layers. Prescription treatments usually go first after cleansing too, unless your prescriber says otherwise.

Some actives prefer certain conditions:

- **Pure vitamin C** (L-ascorbic acid) works best on clean, dry skin, in the morning.
- **Retinoids** are best on completely dry skin in the evening, since damp skin can increase irritation.
- **Hyaluronic acid** works best on damp skin, and should be followed by moisturiser.

## Pairs to keep apart

Most ingredients layer happily, but a few combinations are likely to irritate if used at the same time, especially when you are starting out:

- Retinoids with exfoliating acids (AHAs, BHAs): use on different nights.
- Retinoids with benzoyl peroxide: benzoyl peroxide can break down some retinoids; use one in the morning and the other at night, unless your product is made to combine them.
- Several exfoliants at once, such as an acid toner followed by an acid serum.

## How long to wait

For most products, waiting until the previous layer no longer feels wet, about 30 to 60 seconds, is enough. You do not need to wait ten minutes between every step. Give sunscreen a couple of minutes to settle before makeup, and let a retinoid absorb for a minute or two before moisturiser if your skin tolerates it.

## Morning and evening are different

The order stays the same all day, but the products change. The morning routine is about protection: a gentle cleanse, an antioxidant such as vitamin C, a light moisturiser and sunscreen. The evening routine is about treatment and repair: a thorough cleanse, your retinoid or exfoliant, and a richer moisturiser. Because nothing needs to sit under makeup at night, it is the best time for heavier creams, face oils and balms.

## Adding a new product

When you buy something new, look at its texture and purpose to find its place. A watery product with an active goes near the start; a creamy or oily one goes near the end. Introduce it on its own for a couple of weeks, so that if your skin reacts you know which product caused it, and patch test first if your skin is sensitive.

## Keep it manageable

More layers are not automatically better. Each extra product adds cost, time and a chance of irritation. A routine of three to five steps is plenty for most people. Follow the steps below as a template and leave out anything you do not use; the order stays the same.
`,
  faqs: [
    {
      question: 'Does face oil go before or after moisturiser?',
      answer:
        'Usually after, as the last step at night, because oil slows the absorption of anything on top of it. In the morning, put oil before sunscreen, or skip it under makeup.',
    },
    {
      question: 'Where does eye cream go?',
      answer:
        'After serums and before moisturiser, so the lighter eye product is not blocked by a heavier face cream. Tap it gently along the orbital bone with your ring finger.',
    },
    {
      question: 'Can I apply sunscreen before moisturiser?',
      answer:
        'No. Sunscreen should be the final skincare layer so it forms an even film. Applying moisturiser on top can dilute and disturb it.',
    },
  ],
  steps: [
    {
      title: 'Cleanse',
      description:
        'Wash with a gentle cleanser suited to your skin type (double cleanse in the evening if you wore makeup or water-resistant sunscreen). Pat dry, leaving skin slightly damp.',
    },
    {
      title: 'Apply toner or essence (optional)',
      description:
        'Press a hydrating toner or essence into the skin with your palms. Skip exfoliating toners on nights you use a retinoid.',
    },
    {
      title: 'Apply your treatment or active',
      description:
        'Use one targeted product on clean skin: vitamin C in the morning, or a retinoid or exfoliant in the evening. Retinoids go on dry skin; a pea-sized amount covers the face.',
    },
    {
      title: 'Add hydrating serums',
      description:
        'Apply watery serums such as hyaluronic acid or niacinamide, thinnest first. Wait until each layer no longer feels wet, about 30 to 60 seconds.',
    },
    {
      title: 'Pat on eye cream',
      description: 'Tap a rice-grain amount of eye cream along the orbital bone with your ring finger, keeping it away from the lash line.',
    },
    {
      title: 'Moisturise',
      description:
        'Apply your moisturiser to face and neck to seal in the layers below. At night, add a face oil or occlusive over dry areas if you use one.',
    },
    {
      title: 'Finish with sunscreen in the morning',
      description:
        'Apply about half a teaspoon of broad-spectrum SPF 30 or higher as the last skincare step. Wait a couple of minutes before makeup.',
    },
  ],
};
