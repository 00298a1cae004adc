import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectAppInCharge } from './app-ready';

/**
 * axe-core on the page as a visitor uses it (once the app has attached), or on the part of it
 * that `include` selects: no serious or critical violation, and enough rules passed to show the
 * scan saw the page. Run in the page itself (axe's legacy mode): our pages have no frames, and
 * the default mode opens a second page for every scan to merge the frames' results.
 */
export async function expectNoSeriousViolations(page: Page, options: { include?: string; minPasses?: number } = {}) {
  await expectAppInCharge(page);
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (options.include ? builder.include(options.include) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  expect(results.passes.length).toBeGreaterThan(options.minPasses ?? 10);
}
