import type { ArticleSeed } from './article-seed.js';

export const skinBarrier101: ArticleSeed = {
  slug: 'skin-barrier-101',
  title: 'Skin Barrier 101: What It Is and How to Keep It Healthy',
  metaDescription:
    'What the skin barrier does, the signs that it is damaged, the habits that harm it and a gentle plan with ceramides and fewer actives to help it recover.',
  category: 'skincare-basics',
  tags: ['skin barrier', 'sensitive skin', 'ceramides', 'hydration', 'beginners'],
  authorName: 'Priya Raman',
  publishedAt: '2024-02-20T09:00:00Z',
  viewCount: 96,
  schemaType: 'Article',
  structuredData: { about: 'Skin barrier' },
  content: `
If your skin suddenly stings when you apply a product that never bothered you before, or it feels tight and rough no matter how much cream you use, your skin barrier is probably asking for a break. Understanding this thin outer layer explains a lot of common skincare frustrations.

## What the skin barrier is

The barrier is the outermost layer of the skin, called the stratum corneum. It is only about as thick as a sheet of paper, yet it does two big jobs: it keeps water in and it keeps irritants, allergens and microbes out.

A useful picture is a brick wall. The bricks are flattened, hardened skin cells. The mortar between them is a mix of lipids: roughly equal parts ceramides, cholesterol and fatty acids. On top sits a slightly acidic film (the acid mantle) that supports the friendly bacteria living on your skin. When the bricks and mortar are intact, skin looks smooth, feels comfortable and tolerates most products.

## Signs your barrier is struggling

- Stinging or burning with products that used to feel fine
- Tightness soon after cleansing, even after moisturising
- Rough, flaky patches or a shiny, "tight" look
- New redness, itching or small bumps
- Breakouts that appear alongside dryness

These signs overlap with other conditions, so if they are severe or do not settle within a few weeks, see a doctor or dermatologist.

## What damages the barrier

The most common cause is simply doing too much. Using several strong actives at once, such as a retinoid, an exfoliating acid and vitamin C, can wear away the lipid mortar faster than your skin can rebuild it. Other frequent culprits are:

- Foaming cleansers with harsh surfactants, or washing more than twice a day
- Very hot water and long, steamy showers
- Physical scrubs with rough particles, and cleansing brushes used daily
- Cold wind, low humidity and indoor heating
- Fragrance and drying alcohol in leave-on products, for those who are sensitive to them
- Skipping sunscreen: ultraviolet light damages barrier lipids too

## A recovery plan

A damaged barrier usually recovers in two to six weeks once you remove the stress and give it what it needs.

**Pause the actives.** Stop retinoids, exfoliating acids and strong vitamin C until your skin feels comfortable again. This is the single most helpful step.

**Cleanse gently.** Use a cream, milk or low-foam gel cleanser with lukewarm water, and only once a day if your skin feels very tender. In the morning a splash of water is often enough.

**Moisturise with barrier lipids.** Look for moisturisers containing ceramides, cholesterol and fatty acids, ideally together. Humectants such as glycerin and hyaluronic acid draw water in, and occlusives such as petrolatum or squalane slow its escape. Apply to slightly damp skin.

**Protect during the day.** Wear a broad-spectrum sunscreen of at least SPF 30. Mineral filters such as zinc oxide are often better tolerated by reactive skin.

**Keep it short.** Three products (cleanser, moisturiser, sunscreen) are plenty while you recover.

## Bringing actives back

Once your skin has felt calm for at least two weeks, reintroduce one active at a time. Start two or three evenings a week, buffer it with moisturiser if needed, and wait a fortnight before adding anything else. If stinging returns, step back again. Many people find that rotating actives on different nights, as in skin cycling, keeps results coming without wearing the barrier down.

## The long game

A healthy barrier is the foundation that makes every other product work better. Skin that holds water looks plumper and more even, reacts less, and tolerates the ingredients that target spots, lines and dullness. Protecting it is not a step you skip on the way to results; it is how you get there.
`,
  faqs: [
    {
      question: 'How long does it take to repair a damaged skin barrier?',
      answer:
        'Mild damage often settles within two weeks once you stop the cause. More stubborn cases can take four to six weeks. If symptoms are severe or last longer, see a dermatologist.',
    },
    {
      question: 'Are ceramides worth looking for?',
      answer:
        'Yes. Ceramides are a major part of the lipid mortar between skin cells. Moisturisers that combine ceramides with cholesterol and fatty acids mirror the barrier’s own mix and help it rebuild.',
    },
    {
      question: 'Can oily skin have a damaged barrier?',
      answer:
        'Absolutely. Oily skin is often over-cleansed or over-treated for breakouts, which damages the barrier and can even make it look oilier. A gentle cleanser and a light ceramide moisturiser help.',
    },
  ],
};
