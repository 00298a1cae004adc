import type { ArticleSeed } from './article-seed.js';

export const howToApplySunscreen: ArticleSeed = {
  slug: 'how-to-apply-sunscreen',
  title: 'How to Apply Sunscreen Correctly, and Reapply Over Makeup',
  metaDescription:
    'How much sunscreen to use, where it goes in your routine, the spots people miss, and easy ways to reapply during the day without ruining your makeup.',
  category: 'how-to',
  tags: ['sunscreen', 'spf', 'makeup', 'morning routine', 'dark spots'],
  authorName: 'Sofia Delgado',
  publishedAt: '2024-11-12T09:00:00Z',
  viewCount: 8,
  schemaType: 'HowTo',
  structuredData: {
    totalTime: 'PT3M',
    supply: ['Broad-spectrum sunscreen, SPF 30 or higher', 'SPF lip balm', 'Sunscreen stick, mist or powder for reapplying'],
  },
  content: `
Most people who wear sunscreen every day still get less protection than the label promises. The reason is rarely the product; it is how it goes on. Too little, missed spots and no reapplication add up. A few small changes in technique make a big difference.

## How much is enough

SPF numbers are measured with a thick layer: two milligrams of sunscreen for every square centimetre of skin. In everyday terms that is about **half a teaspoon for the face and neck**, or roughly a quarter teaspoon for the face alone. Many people use a third of that.

Two easy ways to measure:

- **The two-finger rule:** squeeze a line of sunscreen along the full length of your index and middle fingers. That is about right for face and neck.
- **The teaspoon test:** once, measure half a teaspoon into your palm to see what it looks like, then use that as your visual guide.

If a full dose feels heavy, apply it in two thinner layers, letting the first settle for a minute before the second. Two layers also help cover any gaps.

## Where it goes in your routine

Sunscreen is the **last step of your morning skincare**, after serums and moisturiser, and before makeup. If your moisturiser is absorbed and your sunscreen has set, foundation or powder will sit better on top and the sunscreen film stays intact.

## The spots people miss

Studies that photograph people in UV light after applying sunscreen show the same gaps again and again:

- The eyelids and the inner corners of the eyes
- The hairline and the parting in your hair
- The tops and backs of the ears
- The sides and back of the neck
- The lips, which need an SPF lip balm
- The chest and the backs of the hands

Sun damage and skin cancers often appear in exactly these places, so give them a deliberate pass.

## Reapplying through the day

Sunscreen breaks down in sunlight and is rubbed or sweated away. Reapply **every two hours when you are outdoors**, and straight after swimming, sweating or towelling. If you are indoors most of the day away from windows, reapply before you head out at lunch or after work.

Reapplying over makeup is the hard part. Some options:

- **Sunscreen stick:** glide it over the face and pat gently with your fingers or a sponge. Good for the nose, cheekbones and forehead.
- **Sunscreen mist:** hold it about 15 cm from the face, close your eyes and mist evenly until the skin looks wet, then let it dry. Spray into your hands first for the ears and hairline.
- **Liquid sunscreen with a damp sponge:** dot a small amount over the face and press it in with a damp makeup sponge. This gives the most reliable coverage while barely moving foundation.
- **SPF powder:** convenient for shine control and a top-up, but hard to apply thickly enough to be your only protection.

## Sunscreen and darker skin tones

Everyone needs sun protection. Deeper skin tones burn less easily but still age with UV and are more prone to lasting dark marks after breakouts and irritation, which sunscreen helps prevent. Tinted mineral sunscreens and modern chemical filters avoid a white cast.

## Make it stick

Keep a bottle where you do your morning routine and a small stick or mist in your bag. The steps below take about three minutes once they are a habit.
`,
  faqs: [
    {
      question: 'Do I need to wait before applying makeup over sunscreen?',
      answer:
        'Yes, give it two to three minutes to set. Makeup applied to wet sunscreen can move it around and leave patches with less protection.',
    },
    {
      question: 'Is a sunscreen with a higher SPF a substitute for reapplying?',
      answer:
        'No. Every sunscreen breaks down and rubs off over time, whatever its SPF. Reapply every two hours outdoors and after swimming or sweating.',
    },
    {
      question: 'Does sunscreen expire?',
      answer:
        'Yes. Check the expiry date or the open-jar symbol, and replace sunscreen that has changed colour, smell or texture, or has been left in a hot car.',
    },
  ],
  steps: [
    {
      title: 'Finish your skincare first',
      description: 'Cleanse, apply serums and moisturiser, and wait about a minute until they no longer feel wet.',
    },
    {
      title: 'Measure a full dose',
      description:
        'Squeeze a line of broad-spectrum SPF 30 or higher along two fingers, about half a teaspoon, for the face and neck.',
    },
    {
      title: 'Dot it over the face',
      description: 'Place dots on the forehead, cheeks, nose, chin and neck so the product is spread evenly before you blend.',
    },
    {
      title: 'Blend in one or two layers',
      description:
        'Spread gently with your fingertips without rubbing it all away. If a full dose feels heavy, apply half, wait a minute, then apply the rest.',
    },
    {
      title: 'Cover the easy-to-miss spots',
      description: 'Go over the eyelids, hairline, ears, sides and back of the neck and the backs of your hands. Use an SPF lip balm on the lips.',
    },
    {
      title: 'Let it set before makeup',
      description: 'Wait two to three minutes, then apply makeup with gentle, pressing motions rather than heavy rubbing.',
    },
    {
      title: 'Reapply every two hours outdoors',
      description:
        'Top up with a stick, mist or liquid pressed on with a damp sponge, and always after swimming, sweating or towelling.',
    },
  ],
};
