import type { ArticleSeed } from './article-seed.js';

export const retinoidsForBeginners: ArticleSeed = {
  slug: 'retinoids-for-beginners',
  title: 'Retinoids for Beginners: Retinol, Retinal and Tretinoin Explained',
  metaDescription:
    'How retinoids smooth lines, fade marks and clear pores, how retinol, retinal and prescription tretinoin differ, and a slow start plan that avoids irritation.',
  category: 'ingredients',
  tags: ['retinol', 'anti-aging', 'acne', 'evening routine', 'actives'],
  authorName: 'Claire Bennett',
  publishedAt: '2024-05-06T09:00:00Z',
  updatedAt: '2024-09-12T08:00:00Z',
  viewCount: 50,
  schemaType: 'Article',
  structuredData: { about: 'Retinoids' },
  content: `
Retinoids are the most researched family of ingredients for ageing skin, and they help with breakouts too. They also have a reputation for peeling and redness. With the right product and a patient start, most people can enjoy the benefits with very little drama.

## What retinoids are

Retinoids are compounds related to vitamin A. In the skin they act as messengers, telling cells to renew more regularly. Over months this leads to:

- Smoother texture and softer fine lines, as collagen production increases
- More even tone and faded dark marks, as pigmented cells are shed faster
- Clearer pores and fewer breakouts, as dead cells are less likely to clog follicles

## The main types

Retinoids differ in strength because the skin has to convert most of them into the active form, **retinoic acid**. Each conversion step makes the ingredient gentler and slower.

- **Retinyl esters** (such as retinyl palmitate): the mildest, several steps away from retinoic acid. Good for very sensitive skin, but effects are modest.
- **Retinol**: the most common over-the-counter option, two steps away. Typical strengths range from 0.1% to 1%.
- **Retinal** (retinaldehyde): one step away, so it works faster than retinol at the same strength, while usually being well tolerated.
- **Adapalene**: a retinoid designed for acne, available without prescription in some countries.
- **Tretinoin**: retinoic acid itself, prescription only. The most powerful and the most likely to irritate.

If you are new, start with a low-strength retinol (around 0.2% to 0.3%) or a gentle retinal.

## The adjustment period

In the first two to six weeks many people notice dryness, flaking, tightness or a few extra spots. This is often called retinisation. It happens because cell turnover speeds up before the skin has adapted. It is a sign to slow down, not to give up.

## A slow start plan

1. **Weeks 1-2:** apply a pea-sized amount two evenings a week, on completely dry skin.
2. **Weeks 3-4:** if your skin is comfortable, move to every other evening.
3. **Week 5 onward:** increase to most evenings if you wish; many people stay at every other night permanently.

A pea-sized amount covers the whole face. More product does not mean faster results, only more irritation. Keep it away from the corners of your nose, your lips and the delicate skin right under your eyes.

If your skin is sensitive, try the **sandwich method**: a thin layer of moisturiser, then your retinoid, then more moisturiser.

## What to pair, and what to avoid

Retinoids work well with hydrating ingredients such as hyaluronic acid, glycerin and ceramides, and with niacinamide, which can help calm the skin. On retinoid nights, avoid exfoliating acids, scrubs and strong vitamin C; use those on other nights, or pause them while you adjust. Skin cycling is a simple way to organise this.

Retinoids make skin more sensitive to the sun, so a daily broad-spectrum sunscreen of SPF 30 or higher is essential. Apply retinoids in the evening, as many forms break down in light.

## Who should wait

Do not use retinoids if you are pregnant, trying to conceive or breastfeeding; talk to your doctor about alternatives such as azelaic acid. Pause them for about a week before waxing, and if you have eczema or rosacea, ask a dermatologist first.

## Patience pays

Breakouts may improve in six to eight weeks, but changes in lines and texture take three to six months of steady use. Take a photo in the same light when you begin and compare after twelve weeks. Retinoids reward consistency far more than strength.
`,
  faqs: [
    {
      question: 'Can I use retinol every night from the start?',
      answer:
        'It is better not to. Start two evenings a week and build up over about a month. Going slowly greatly reduces peeling and redness.',
    },
    {
      question: 'Is purging the same as a reaction?',
      answer:
        'Purging is a short-lived rise in breakouts where you usually get them, settling within about six weeks. Burning, swelling, itching or a rash in new areas suggests irritation or allergy: stop and seek advice.',
    },
    {
      question: 'Should I stop retinol in summer?',
      answer:
        'There is no need, as long as you wear broad-spectrum sunscreen every day and reapply outdoors. Some people reduce frequency during beach holidays.',
    },
  ],
};
