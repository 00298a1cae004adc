import type { ArticleSeed } from './article-seed.js';

export const whyDailySunscreenMatters: ArticleSeed = {
  slug: 'why-daily-sunscreen-matters',
  title: 'Why Daily Sunscreen Is the Most Important Step in Any Routine',
  metaDescription:
    'How UVA and UVB rays age skin and cause dark spots, what SPF and broad spectrum mean, how much to use and how to pick a sunscreen you will wear every day.',
  category: 'skincare-basics',
  tags: ['sunscreen', 'spf', 'anti-aging', 'dark spots', 'beginners'],
  authorName: 'Sofia Delgado',
  publishedAt: '2024-11-04T09:00:00Z',
  viewCount: 41,
  schemaType: 'Article',
  structuredData: { about: 'Sun protection' },
  content: `
If you could keep only one skincare product, dermatologists almost always say it should be sunscreen. Serums and creams can improve the look of your skin, but daily sun protection prevents a large share of the damage those products are trying to fix in the first place.

## What the sun does to skin

Sunlight contains two kinds of ultraviolet radiation that matter for skin.

**UVB** rays are the main cause of sunburn. They are strongest in summer and in the middle of the day, and they play a major role in skin cancer.

**UVA** rays reach deeper into the skin. They are present at similar levels all year round, during every daylight hour, and they pass through clouds and window glass. UVA breaks down collagen and elastin, the proteins that keep skin firm and springy, and it triggers pigment cells to make uneven patches of colour.

The visible signs of sun damage, often called photoaging, include fine lines, rough texture, sagging, enlarged pores and dark spots. Studies comparing sun-exposed and sun-protected skin on the same person suggest that most of the visible ageing of the face comes from the sun rather than from the calendar.

## What SPF and broad spectrum mean

**SPF** (sun protection factor) measures protection against UVB. Used properly, SPF 30 filters about 97% of UVB and SPF 50 about 98%. The difference looks small, but for people who burn easily or spend a lot of time outdoors the higher number adds a useful margin.

**Broad spectrum** means the product also protects against UVA. Always look for this wording, or for a UVA rating such as the UVA circle logo or a star rating, depending on where you live.

For everyday use, choose a broad-spectrum sunscreen with SPF 30 or higher.

## How much to use

Most people apply between a quarter and a half of the amount used in testing, which means they get much less protection than the label promises. For the face and neck, aim for about half a teaspoon. A handy guide is two full finger lengths: squeeze a line of sunscreen along your index and middle fingers. Apply it as the last step of your morning skincare, before makeup.

Sunscreen breaks down with sunlight, sweat and touching your face. If you are outdoors, reapply every two hours, and straight after swimming or heavy sweating.

## Mineral or chemical filters?

Both work well. **Mineral** (physical) filters, zinc oxide and titanium dioxide, sit on the skin and are usually well tolerated by sensitive skin, though some leave a white cast. **Chemical** (organic) filters absorb UV light and tend to feel lighter and disappear on all skin tones. Many modern sunscreens combine both. The best sunscreen is the one you enjoy enough to wear every single day.

## Matching sunscreen to your skin

- **Oily or breakout-prone:** gel, fluid or matte textures labelled non-comedogenic.
- **Dry:** creamy formulas with glycerin or ceramides, which can double as a moisturiser.
- **Sensitive:** fragrance-free mineral formulas.
- **Deeper skin tones:** tinted mineral sunscreens or modern chemical filters that leave no cast.

## Common myths

**"I don't need it on cloudy days."** Up to 80% of UV passes through light cloud, and UVA is present all year.

**"My makeup has SPF, so I'm covered."** You would need to apply far more foundation than anyone does to reach the stated SPF. Treat it as a bonus layer.

**"Darker skin doesn't need sunscreen."** Melanin offers some protection against burning, but darker skin still ages with the sun and is more prone to lasting dark marks after spots and irritation.

## Make it a habit

Keep your sunscreen next to your toothbrush, put it on every morning whatever the weather, and consider a small stick or powder for reapplying on busy days. Daily protection is the quiet step that makes every other product in your routine worth the effort.
`,
  faqs: [
    {
      question: 'Do I need sunscreen if I work indoors all day?',
      answer:
        'Usually yes. UVA passes through window glass, and you are still outside on your commute and at lunch. A light daily SPF 30 is an easy insurance policy.',
    },
    {
      question: 'Is SPF 50 much better than SPF 30?',
      answer:
        'SPF 30 filters about 97% of UVB and SPF 50 about 98%. Applying enough and reapplying matters more than the number, but SPF 50 adds a margin for fair or very sun-sensitive skin.',
    },
    {
      question: 'Can I mix sunscreen into my moisturiser or foundation?',
      answer:
        'It is better not to. Mixing dilutes the sunscreen and can break up its even film, lowering protection. Apply sunscreen as its own layer and let it set for a minute before makeup.',
    },
  ],
};
