import { expect, test } from './support/test';

const widths = [320, 390, 768, 1280, 1440];
const pages = ['/', '/products', '/quiz', '/quiz-preview', '/loyalty', '/learning-hub', '/cart', '/support'];

// Widths are set per check, so one project is enough.
test.skip(({ isMobile }) => isMobile, 'covers every width from the desktop project');

test('no button label is cut off, and nothing runs past the screen, from 320 to 1440 px', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const clipped = await page.evaluate(() => {
        const found: string[] = [];
        for (const label of document.querySelectorAll<HTMLElement>('.mantine-Button-label')) {
          const box = label.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          const button = label.closest<HTMLElement>('.mantine-Button-root')?.getBoundingClientRect();
          const cut = label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1;
          const outside = button !== undefined && (box.left < button.left - 1 || box.right > button.right + 1);
          const offScreen = box.right > window.innerWidth + 1;
          if (cut || outside || offScreen) found.push(label.textContent?.trim() ?? '?');
        }
        if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`page ${document.documentElement.scrollWidth} px wide`);
        return found;
      });
      for (const text of clipped) problems.push(`${width} px ${path}: "${text}"`);
    }
  }
  expect(problems).toEqual([]);
});
