import type { ArticleSeed } from './article-seed.js';

export const hyaluronicAcidExplained: ArticleSeed = {
  slug: 'hyaluronic-acid-explained',
  title: 'Hyaluronic Acid Explained: The Hydration Ingredient for Every Skin Type',
  metaDescription:
    'What hyaluronic acid is, how it hydrates, why molecule size matters and how to apply it on damp skin under a moisturiser for plumper, more comfortable skin.',
  category: 'ingredients',
  tags: ['hyaluronic acid', 'hydration', 'humectants', 'dry skin', 'serums'],
  authorName: 'Priya Raman',
  publishedAt: '2024-04-09T09:00:00Z',
  viewCount: 73,
  schemaType: 'Article',
  structuredData: { about: 'Hyaluronic acid' },
  content: `
Hyaluronic acid appears in serums, moisturisers, sheet masks and even sunscreens. Despite the word "acid", it does not exfoliate or tingle. It is one of the gentlest and most widely tolerated ingredients you can use, and it suits almost every skin type.

## What it is

Hyaluronic acid is a sugar molecule that your body already makes. It is found in skin, joints and eyes, where it holds water and keeps tissues cushioned. In the skin it sits between cells in the deeper layers, helping to keep them plump. We make less of it as we age, and sun damage speeds up its loss.

In cosmetics it is usually listed as sodium hyaluronate or hydrolysed hyaluronic acid, which are forms that are more stable and easier to formulate.

## How it hydrates

Hyaluronic acid is a **humectant**: it attracts water and binds it. It is often said to hold up to a thousand times its weight in water. On the skin it does two things:

- It draws water into the upper layers, which makes skin look plumper and fine dehydration lines softer.
- It forms a light, breathable film that helps slow water loss.

The effect is immediate but temporary, so it works best used every day.

## Why molecule size matters

Hyaluronic acid comes in different molecular weights. **High-molecular-weight** forms are large and stay on the surface, where they form a smoothing, moisture-holding film. **Low-molecular-weight** forms are smaller and reach a little further into the upper layers for deeper hydration. Many serums combine several sizes to get both effects. Very small fragments can be irritating for a few people with reactive skin, so if a multi-weight serum stings, try a simpler formula.

## How to use it

The most important tip is to apply hyaluronic acid to **damp skin** and then **seal it in** with a moisturiser.

A humectant pulls water from wherever it can find it. On damp skin, it grabs the water on the surface. In very dry air, with nothing on top, it can draw water from the deeper layers of the skin instead, which can leave you feeling tighter than before. Following with a cream prevents this.

A simple routine:

1. Cleanse and leave your skin slightly damp, or mist it with water.
2. Press a few drops of hyaluronic acid serum over your face and neck.
3. While the skin is still a little tacky, apply your moisturiser.
4. In the morning, finish with sunscreen.

## Who it suits

- **Dry skin:** pairs beautifully with a richer cream containing ceramides or oils.
- **Oily skin:** gives hydration without heaviness; a gel moisturiser on top is often enough.
- **Sensitive skin:** usually very well tolerated; choose fragrance-free products.
- **Mature skin:** helps plump the look of fine lines, especially when combined with a retinoid at night.

## What it works well with

Hyaluronic acid is a team player. It combines well with niacinamide, vitamin C, peptides, retinoids and exfoliating acids. It is especially useful alongside retinoids, where extra hydration helps reduce dryness and flaking.

## Setting expectations

Hyaluronic acid makes skin look and feel more hydrated, smoother and more comfortable within minutes, and regular use keeps it that way. It does not build collagen, fade dark spots or clear breakouts on its own. Think of it as the dependable hydration step that supports the more targeted ingredients in your routine.
`,
  faqs: [
    {
      question: 'Can I use hyaluronic acid morning and night?',
      answer:
        'Yes. It is gentle enough for twice-daily use. In the morning, follow it with moisturiser and sunscreen; at night, with your moisturiser or after a retinoid.',
    },
    {
      question: 'Why does my skin feel tighter after using hyaluronic acid?',
      answer:
        'It was probably applied to dry skin and not sealed in, especially in dry air. Apply it to damp skin and follow straight away with a moisturiser.',
    },
    {
      question: 'Is hyaluronic acid safe for acne-prone skin?',
      answer:
        'Generally yes. It is lightweight and rarely clogs pores, and it can offset the dryness of acne treatments such as salicylic acid or retinoids.',
    },
  ],
};
