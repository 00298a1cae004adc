/**
 * Runs the recommendation engine over every combination of the answers it reads, against the
 * demo catalogue, and prints how many distinct plans come out and how much each question moves
 * them: the table in docs/decisions/0089-plans.md.
 *
 *   npm run engine:plans
 */
import { budgetTiers } from '../src/shared/catalog.js';
import { demoCatalogue } from '../src/server/features/catalog/api.js';
import { fullAnswerSpace, previewAnswerSpace, recommendAll, surveyPlans } from '../src/server/features/quiz/engine/plan-survey.js';

const catalogue = demoCatalogue();
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

for (const space of [fullAnswerSpace(), previewAnswerSpace()]) {
  const recommendations = recommendAll(space, catalogue);
  const survey = surveyPlans(space, recommendations);
  console.log(`\n${space.name}: ${survey.combinations.toLocaleString('en-US')} combinations, ${survey.distinctPlans} distinct plans`);
  console.log(`  a pick targets the primary concern: ${percent(survey.primaryTargeted, survey.combinations)}`);
  console.log(`  a step left out for want of a suitable product: ${percent(survey.withLeftOutStep, survey.combinations)}`);
  console.log(`  picks of the visitor's own budget tier: ${percent(survey.chosenTierPicks, survey.picks)}`);
  for (const tier of budgetTiers) {
    const ofTier = recommendations.filter((entry) => entry.profile.budgetTier === tier).flatMap((entry) => entry.picks);
    console.log(`    ${tier} visitors: ${percent(ofTier.filter((pick) => pick.budgetTier === tier).length, ofTier.length)} of ${ofTier.length} picks`);
  }
  console.log('\n| Question | Plans that change when only this answer changes |\n| --- | --- |');
  for (const { question, percent: changed } of survey.changedBy) console.log(`| ${question} | ${changed.toFixed(1)} % |`);
}
