import { expect, test } from './support/test';

// The refusal is what this test provokes: Chromium logs it as an error.
test.use({ expectedConsoleErrors: [/(Refused to execute|Executing) inline script violates/] });

test('a kept page runs its own inline scripts, and Chromium refuses a script injected into it', async ({ page }) => {
  // Stands in for markup injected on the way (or through a flaw): the policy the server sent still applies.
  await page.route(/\/products$/, async (route) => {
    const response = await route.fetch();
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    expect(headers['content-security-policy']).toMatch(/'sha256-/);
    const body = (await response.text()).replace('</body>', '<script>window.injectedScriptRan = true</script></body>');
    await route.fulfill({ status: response.status(), headers, body });
  });
  const refused = page.waitForEvent('console', (message) => /(Refused to execute|Executing) inline script violates/.test(message.text()));
  // goto returns once the app has hydrated: the page's own inline scripts (its data) ran.
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Our Collection' })).toBeVisible();
  await refused;
  expect(await page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan)).toBeUndefined();
});
