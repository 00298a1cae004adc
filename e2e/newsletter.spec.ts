import { expect, test } from './support/test';
import { uniqueEmail } from './support/api';
import { waitForMail } from './support/mail';
import { expectNoSeriousViolations } from './support/axe-check';

/** The List-Unsubscribe target of a caught message, read from the headers /dev/mail shows. */
async function oneClickTarget(request: import('@playwright/test').APIRequestContext, id: number): Promise<string> {
  const page = await (await request.get(`/dev/mail/${id}`)).text();
  // As shown: HTML-escaped, long headers folded over lines.
  const headers = (page.split('<h2>Headers</h2><pre>')[1]?.split('</pre>')[0] ?? '')
    .replace(/\r?\n[ \t]+/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
  const target = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(headers)?.[1];
  if (!target) throw new Error('no List-Unsubscribe header in the message');
  return target;
}

test('footer subscribe → confirm from /dev/mail → the representative writes and sends a campaign → it arrives with a working one-click unsubscribe', async ({ page, request, repSession }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('newsletter');
  const subject = `Winter glow notes ${Date.now().toString(36)}`;

  // The footer says what happens next: a link to confirm.
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Get beauty tips in your inbox').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(/Check your inbox to confirm/)).toBeVisible();
  await expect(footer.getByLabel('Get beauty tips in your inbox')).toHaveValue('');

  // The confirmation email's link opens the confirm page; its button subscribes.
  const confirmation = await waitForMail(request, email, /^Confirm your BeautyMatch newsletter subscription$/);
  const link = confirmation.links.find((href) => href.includes('/newsletter/confirm?token='));
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();

  // The representative (signed in with the worker's session) writes the campaign beside its preview and sends it.
  await page.context().addCookies(repSession.cookies);
  await page.goto('/dashboard/newsletters');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  await expect(page.getByTestId('subscribers-confirmed')).not.toHaveText('0');
  await expect(page.getByRole('table', { name: 'Confirmed subscribers' }).getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'New newsletter' }).click();
  const editor = page.getByRole('region', { name: 'Newsletter editor' });
  await editor.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await editor.getByRole('textbox', { name: 'Preheader' }).fill('Three swaps for the cold months');
  await editor.getByRole('textbox', { name: 'Body (markdown)' }).fill('## Winter is here\n\nRead [the layering guide](/learning-hub).\n\n<script>alert(1)</script>');
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Winter is here' })).toBeVisible();
  // Sanitised like an article: the script is shown as text, never run.
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();
  // No serious accessibility fault on the page with the editor open.
  await expectNoSeriousViolations(page);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText('Draft', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Send test' }).click();
  await editor.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this newsletter now?' });
  await expect(dialog.getByText(/It goes to \d+ (person|people) now/)).toBeVisible();
  await dialog.getByRole('button', { name: /^Send now to/ }).click();
  await expect(editor.getByText(/^(Sending|Sent)$/)).toBeVisible();

  // It arrives, with tracked links and a one-click unsubscribe that works.
  const received = await waitForMail(request, email, new RegExp(`^${subject}$`));
  expect(received.links.some((href) => href.includes('/email/click?') && href.includes('learning-hub'))).toBe(true);
  const target = await oneClickTarget(request, received.id);
  const unsubscribed = await request.post(new URL(target).pathname + new URL(target).search, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('subscribers-unsubscribed')).not.toHaveText('0');
});
