import type { ArticleSeed } from './article-seed.js';

export const howToPatchTest: ArticleSeed = {
  slug: 'how-to-patch-test',
  title: 'How to Patch Test a New Skincare Product',
  metaDescription:
    'A simple, safe way to patch test new skincare before it goes on your whole face: where to apply it, how long to wait, and which reactions mean stop.',
  category: 'how-to',
  tags: ['patch test', 'sensitive skin', 'beginners', 'actives', 'allergies'],
  authorName: 'Claire Bennett',
  publishedAt: '2024-10-21T09:00:00Z',
  viewCount: 19,
  schemaType: 'HowTo',
  structuredData: {
    totalTime: 'P7D',
    supply: ['The new product', 'A gentle cleanser', 'A notebook or phone for notes'],
  },
  content: `
A new serum arrives, you are excited, and you put it all over your face that evening. Most of the time nothing bad happens. But when a product does not agree with your skin, it is far better to find out on a small patch of your arm or jaw than across your whole face the day before an important event. Patch testing takes a little patience and saves a lot of trouble.

## Why patch test?

Skin can react to a product in two main ways.

**Irritation** is the most common. The product is simply too strong or too harsh for your skin right now: it stings, burns, turns red or feels tight. Irritation is more likely with exfoliating acids, retinoids, high-strength vitamin C, fragrance and drying alcohol, and more likely when your skin barrier is already stressed.

**Allergy** (allergic contact dermatitis) is less common but more persistent. Your immune system reacts to a specific ingredient, such as a fragrance component or a preservative, causing itching, redness, swelling or small bumps. Allergies can take a day or two to appear, and they can develop even to products you have used before.

A patch test catches most of these reactions on a small, hidden area, so you can stop before they spread.

## Who should always patch test

- Anyone with sensitive, reactive or allergy-prone skin
- People with eczema, rosacea or a history of reactions to cosmetics
- Anyone starting a strong active such as a retinoid or acid
- Anyone trying a product with fragrance or essential oils

Even if your skin rarely reacts, patch testing is worth doing for anything you plan to leave on your face every day.

## Where to test

Choose a spot that is close in sensitivity to your face but easy to hide. Good options are:

- The inside of your forearm or the inner elbow: easy to watch, good for spotting allergies.
- Behind the ear or along the side of the jaw: closer to facial skin, good for actives and products meant for the face.

For a product you will use on your face, it is sensible to test on the inner arm first and then on a small area of the jaw.

## Reading the result

**No reaction** after the full test period: you can start using the product as directed. For actives, still introduce it slowly, two or three times a week at first.

**Mild, brief tingling** with an acid or vitamin C that fades within a few minutes is common and not necessarily a problem. Redness, burning or itching that lasts is a sign to stop.

**Itching, swelling, a rash or small blisters**, especially if they appear a day or two later, suggest an allergy. Wash the area with a gentle cleanser and water, stop the product, and note its ingredient list so you can spot the culprit in future. See a doctor if the reaction is severe or spreads, and seek urgent help if you have any swelling of the lips, eyes or face, or difficulty breathing.

## A note on limits

A patch test is a good screen, not a guarantee. Your face may react to something your arm tolerates, and sensitivities can change over time. If you react to many products, a dermatologist can arrange formal patch testing to identify the specific ingredients to avoid.
`,
  faqs: [
    {
      question: 'How long should a patch test last?',
      answer:
        'At least 48 hours for a single application, and ideally a week of daily applications for products you will use every day. Allergic reactions can take a day or two to show.',
    },
    {
      question: 'Do I need to patch test rinse-off products like cleansers?',
      answer:
        'It is less critical, because contact time is short, but still worthwhile if your skin is sensitive or the cleanser contains acids or fragrance. Test it by lathering on the inner arm and rinsing after a minute.',
    },
    {
      question: 'Can I patch test several products at once?',
      answer:
        'Test them on separate, clearly spaced areas and keep notes, or better, one at a time. If two products share a patch and it reacts, you will not know which one caused it.',
    },
  ],
  steps: [
    {
      title: 'Choose one product and one test area',
      description:
        'Test only one new product at a time. Pick the inside of your forearm, or behind the ear or along the jaw for face products. Make sure the skin there is calm and unbroken.',
    },
    {
      title: 'Clean and dry the area',
      description: 'Wash the patch with a gentle cleanser, rinse and pat dry, so nothing else on the skin affects the result.',
    },
    {
      title: 'Apply a small amount',
      description:
        'Spread a thin layer about the size of a coin, using the product the way you would on your face (leave-on products stay on; rinse-off products are rinsed after a minute).',
    },
    {
      title: 'Repeat daily for up to a week',
      description:
        'Apply once or twice a day, as you would normally use it, for five to seven days. Strong actives can be tested every other day.',
    },
    {
      title: 'Check the area and take notes',
      description:
        'Look for redness, itching, burning, swelling or bumps each day, including 48 hours after the first application. A quick photo helps you compare.',
    },
    {
      title: 'Decide',
      description:
        'No reaction: introduce the product slowly on your face. Any lasting redness, itching or rash: wash it off, stop using it and note the ingredients.',
    },
  ],
};
