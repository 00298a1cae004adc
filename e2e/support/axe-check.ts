import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectAppInCharge } from './app-ready';

/** axe-core on the page as a visitor uses it (once the app has attached): no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page) {
  // Scans the page as it is once the app has attached to it (what a visitor uses).
  await expectAppInCharge(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  expect(results.passes.length).toBeGreaterThan(10);
}
