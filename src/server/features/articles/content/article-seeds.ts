import type { ArticleSeed } from './article-seed.js';
import { eveningRoutineDoubleCleansing } from './evening-routine-double-cleansing.js';
import { howToApplySunscreen } from './how-to-apply-sunscreen.js';
import { howToLayerSkincareProducts } from './how-to-layer-skincare-products.js';
import { howToPatchTest } from './how-to-patch-test.js';
import { hyaluronicAcidExplained } from './hyaluronic-acid-explained.js';
import { niacinamideAndVitaminC } from './niacinamide-and-vitamin-c.js';
import { retinoidsForBeginners } from './retinoids-for-beginners.js';
import { simpleMorningRoutine } from './simple-morning-routine.js';
import { skinBarrier101 } from './skin-barrier-101.js';
import { skinCyclingFourNightRoutine } from './skin-cycling-four-night-routine.js';
import { understandingYourSkinType } from './understanding-your-skin-type.js';
import { whyDailySunscreenMatters } from './why-daily-sunscreen-matters.js';

/** The learning hub's articles, each written in its own file. */
export const articleSeeds: ArticleSeed[] = [
  understandingYourSkinType,
  skinBarrier101,
  whyDailySunscreenMatters,
  hyaluronicAcidExplained,
  retinoidsForBeginners,
  niacinamideAndVitaminC,
  simpleMorningRoutine,
  eveningRoutineDoubleCleansing,
  skinCyclingFourNightRoutine,
  howToLayerSkincareProducts,
  howToPatchTest,
  howToApplySunscreen,
];
