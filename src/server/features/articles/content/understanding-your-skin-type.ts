import type { ArticleSeed } from './article-seed.js';

export const understandingYourSkinType: ArticleSeed = {
  slug: 'understanding-your-skin-type',
  title: 'Understanding Your Skin Type: Dry, Oily, Combination, Normal or Sensitive',
  metaDescription:
    'Learn the five everyday skin types, a simple bare-face test to find yours, and how your type should shape the cleanser, moisturiser and sunscreen you choose.',
  category: 'skincare-basics',
  tags: ['skin type', 'beginners', 'oily skin', 'dry skin', 'sensitive skin'],
  authorName: 'Claire Bennett',
  publishedAt: '2024-01-15T09:00:00Z',
  updatedAt: '2024-06-02T10:30:00Z',
  viewCount: 184,
  schemaType: 'Article',
  structuredData: { about: 'Skin types', audience: 'Skincare beginners' },
  content: `
Almost every skincare decision gets easier once you know your skin type. It tells you how much oil your skin makes, how well it holds on to water and how easily it gets irritated. With that in mind, the wall of products in a shop shrinks to a handful that make sense for you.

## The five everyday skin types

Dermatologists describe skin in many ways, but for choosing products five broad types cover most people.

**Normal skin** feels comfortable most of the day. It is neither tight nor greasy, pores are small to medium, and it rarely reacts to new products. Normal skin still needs cleansing, moisturising and sun protection; it simply gives you more freedom in textures.

**Dry skin** makes too little oil (sebum) to keep water in. It can feel tight after washing, look dull, and show flaking around the nose, eyebrows or cheeks. Fine lines can look more obvious because the surface lacks plumpness. Dry skin loves richer creams, ceramides and gentle, non-foaming cleansers.

**Oily skin** makes more sebum than it needs. It shines by midday, pores on the nose and cheeks are often visible, and it is more prone to blackheads and breakouts. The good news is that oil is protective: oily skin often shows fewer fine lines over the years. It does best with lightweight gels, non-comedogenic formulas and a cleanser that removes excess oil without stripping.

**Combination skin** is oily in the T-zone (forehead, nose and chin) and normal or dry on the cheeks. It is the most common type among adults. The trick is balance: a gentle cleanser for the whole face, a light moisturiser everywhere and perhaps a richer cream only where you feel tight.

**Sensitive skin** is less a separate type than a tendency that can sit on top of any of the others. It stings, flushes or itches easily, especially with fragrance, alcohol-heavy toners or strong exfoliants. If this sounds like you, choose short ingredient lists and introduce one new product at a time.

## A simple bare-face test

You do not need special equipment to find your type. Try this on a calm day when your skin is not reacting to anything:

1. Wash your face with a mild cleanser and pat it dry.
2. Apply nothing at all: no toner, serum or moisturiser.
3. Wait about an hour, going about your normal routine indoors.
4. Look in the mirror and press a clean tissue lightly on your forehead, nose, cheeks and chin.

If the tissue picks up oil from everywhere, your skin is oily. Oil only from the T-zone points to combination skin. If your face feels tight and the tissue comes away clean, you probably have dry skin. Comfortable skin with only a trace of oil on the nose is normal. Redness, stinging or itching during the hour is a sign of sensitivity, whatever the tissue shows.

## Your type can change

Skin type is not fixed for life. Hormones, pregnancy, medication, climate and age all shift how much oil your skin produces. Many people who were oily as teenagers find their skin becomes normal or dry in their forties. Central heating in winter can make combination skin behave like dry skin for a few months. It is worth repeating the bare-face test once or twice a year and adjusting your products when things change.

## Skin type versus skin concern

Your type describes how your skin behaves; a concern is what you would like to improve, such as dark spots, fine lines, dehydration or breakouts. The two combine. Someone with oily skin can be dehydrated (lacking water, not oil), and someone with dry skin can still get the occasional spot. Choose the texture of your products by type, and the active ingredients by concern.

## Putting it into practice

Start with three steps that suit your type: a cleanser, a moisturiser and a broad-spectrum sunscreen of SPF 30 or higher every morning. Give each new product about four weeks before you judge it, because skin needs time to adjust. Once those basics feel right, add one targeted serum for your main concern. If you would like a shortcut, our beauty quiz asks about your skin type and goals and suggests a routine to match.
`,
  faqs: [
    {
      question: 'Can I have more than one skin type?',
      answer:
        'Yes. Combination skin is exactly that: oily in the T-zone and normal or dry elsewhere. Sensitivity can also sit on top of any type, so you might have oily, sensitive skin.',
    },
    {
      question: 'How often should I check my skin type?',
      answer:
        'Once or twice a year, and whenever you notice a change such as new tightness, more shine or more reactions. Seasons, hormones and age all shift how your skin behaves.',
    },
    {
      question: 'Is dehydrated skin the same as dry skin?',
      answer:
        'No. Dry skin lacks oil, while dehydrated skin lacks water. Any type, even oily skin, can be dehydrated. Humectants such as glycerin and hyaluronic acid help dehydration; richer creams help dryness.',
    },
  ],
};
