import type { ArticleSeed } from './article-seed.js';

export const simpleMorningRoutine: ArticleSeed = {
  slug: 'simple-morning-routine',
  title: 'A Simple Morning Skincare Routine That Fits a Busy Day',
  metaDescription:
    'A five-minute morning routine in three core steps (cleanse, treat, protect), with options for oily, dry and sensitive skin and tips for rushed mornings.',
  category: 'routines',
  tags: ['morning routine', 'routine', 'sunscreen', 'beginners', 'busy schedule'],
  authorName: 'Claire Bennett',
  publishedAt: '2024-06-10T09:00:00Z',
  viewCount: 51,
  schemaType: 'Article',
  structuredData: { about: 'Morning skincare routine' },
  content: `
A good morning routine does not need ten products or twenty minutes. Its job is simple: get your skin comfortable, give it something helpful for the day, and protect it from the sun. Three core steps cover all of that, and they take about five minutes.

## Why the morning routine is different

Your evening routine is about cleaning and repair: removing sunscreen and makeup, and applying treatments that work overnight. The morning routine is about **protection**. During the day your skin meets ultraviolet light, pollution, wind and temperature swings. The right products create a moisturised, protected surface that holds up until evening.

## Step 1: Cleanse (1 minute)

If your skin is dry or sensitive, rinsing with lukewarm water is often enough in the morning, because you cleansed thoroughly the night before. If you are oily, used a rich night cream or woke up shiny, use a gentle gel or cream cleanser. Avoid anything that leaves your face squeaky, which means it stripped away protective oils.

Pat your skin dry with a clean towel, leaving it slightly damp for the next step.

## Step 2: Treat and moisturise (2 minutes)

This is where you address your main concern.

- **Dullness or dark spots:** a vitamin C serum is the classic morning choice, because its antioxidant action complements your sunscreen.
- **Oiliness or redness:** a niacinamide serum helps balance oil and calm the skin.
- **Dehydration:** a hyaluronic acid serum on damp skin adds lightweight hydration.

Then apply a moisturiser suited to your type: a gel or light lotion for oily skin, a richer cream for dry skin. If your skin is oily and your sunscreen is hydrating, you may be able to skip moisturiser altogether.

Keep retinoids and exfoliating acids for the evening. They increase sun sensitivity, and many retinoids break down in daylight.

## Step 3: Protect (1 minute)

Finish with a broad-spectrum sunscreen of SPF 30 or higher, every day, whatever the weather. Use about half a teaspoon for the face and neck, and do not forget your ears and the back of your neck if your hair is up. Let it settle for a minute or two before makeup.

This is the step that does the most for the long-term health and appearance of your skin. If you only have time for one thing, make it this one.

## Sample routines by skin type

**Oily or breakout-prone:** gel cleanser, niacinamide serum, oil-free gel moisturiser (optional), matte sunscreen.

**Dry:** water rinse, hyaluronic acid on damp skin, ceramide cream, hydrating sunscreen.

**Sensitive:** water rinse or cream cleanser, fragrance-free moisturiser, mineral sunscreen.

**Combination:** gentle gel cleanser, light serum, lotion everywhere with a little extra cream on dry areas, fluid sunscreen.

## Tips for rushed mornings

- **Multitask wisely.** A moisturiser with SPF 30 or more can cover steps two and three, as long as you apply enough of it.
- **Set up the night before.** Keep your three products together, in order, by the sink.
- **Apply while the kettle boils.** Consistency matters far more than timing.
- **Keep a sunscreen stick in your bag** for reapplying if you will be outside at lunchtime.

## Give it time

Stick with the same simple routine for at least four to six weeks before changing anything. Skin renews itself over about a month, and switching products every few days makes it impossible to tell what is working. Once the basics are a habit, you can build on them, for example with an eye cream or a richer winter moisturiser. If you would like a routine matched to your skin and your mornings, our beauty quiz asks how much time you have.
`,
  faqs: [
    {
      question: 'Do I really need to cleanse in the morning?',
      answer:
        'Not always. Dry and sensitive skin often does well with a rinse of lukewarm water. Oily skin, or skin that used a heavy night cream, usually benefits from a gentle cleanser.',
    },
    {
      question: 'Can my moisturiser with SPF replace sunscreen?',
      answer:
        'It can, if it is broad spectrum, at least SPF 30, and you apply the full amount (about half a teaspoon for face and neck). Many people use less moisturiser than that, so a separate sunscreen is often more reliable.',
    },
    {
      question: 'How long should I wait between steps?',
      answer:
        'Usually just until each layer no longer feels wet, about 30 to 60 seconds. Give sunscreen a minute or two to set before applying makeup.',
    },
  ],
};
