import { type APIRequestContext, expect } from '@playwright/test';

export interface CaughtMail {
  id: number;
  subject: string;
  /** Every link in the message, as listed by /dev/mail. */
  links: string[];
}

function decode(html: string): string {
  return html.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}

/** The messages the development catcher received for `to`, newest first (from the /dev/mail pages). */
async function caughtFor(request: APIRequestContext, to: string): Promise<Array<{ id: number; subject: string }>> {
  const list = await (await request.get('/dev/mail')).text();
  const rows = [...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="\/dev\/mail\/(\d+)">([^<]*)<\/a><\/td><\/tr>/g)];
  return rows.filter((row) => decode(row[1]!) === to).map((row) => ({ id: Number(row[2]), subject: decode(row[3]!) }));
}

/** Waits for a message to `to` whose subject matches, and reads its links. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<CaughtMail> {
  let found: { id: number; subject: string } | undefined;
  await expect
    .poll(async () => {
      found = (await caughtFor(request, to)).find((message) => subject.test(message.subject));
      return Boolean(found);
    }, { timeout: 15_000, message: `an email to ${to} matching ${subject}` })
    .toBe(true);
  const page = await (await request.get(`/dev/mail/${found!.id}`)).text();
  const section = page.split('<h2>Links in this message</h2>')[1]?.split('</ul>')[0] ?? '';
  const links = [...section.matchAll(/<a href="([^"]*)">/g)].map((match) => decode(match[1]!));
  return { ...found!, links };
}

/** Where a tracked link of an email leads (its `to`), or the link itself when it is not tracked. */
export function targetOf(link: string): string {
  const url = new URL(link);
  return url.pathname === '/email/click' ? (url.searchParams.get('to') ?? link) : link;
}

/** Clicks the confirmation link sent to `to` (results or loyalty join) through the API, as the confirm page's button does. */
export async function confirmViaMail(request: APIRequestContext, to: string): Promise<void> {
  const results = await waitForMail(request, to, /Your BeautyMatch results|Please confirm your email|Confirm your email to join/);
  const link = results.links.find((href) => href.includes('/confirm-email?token='));
  if (!link) throw new Error(`no confirmation link in the email to ${to}`);
  const response = await request.post('/api/users/confirm', { data: { token: new URL(link).searchParams.get('token') } });
  if (!response.ok()) throw new Error(`confirm: ${response.status()} ${await response.text()}`);
}

/** The member's loyalty code, from the welcome email sent once their address is confirmed. */
export async function loyaltyCodeViaMail(request: APIRequestContext, to: string): Promise<string> {
  const welcome = await waitForMail(request, to, /^Welcome to BeautyMatch Rewards/);
  const page = await (await request.get(`/dev/mail/${welcome.id}`)).text();
  const code = /GLOW-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(page)?.[0];
  if (!code) throw new Error(`no loyalty code in the welcome email to ${to}`);
  return code;
}

/** Joins the loyalty programme through the API and confirms the address from the email: an active member's code. */
export async function joinViaMail(request: APIRequestContext, to: string, firstName: string): Promise<string> {
  const joined = await request.post('/api/loyalty/join', { data: { email: to, firstName } });
  if (joined.status() !== 202) throw new Error(`join: ${joined.status()} ${await joined.text()}`);
  await confirmViaMail(request, to);
  return loyaltyCodeViaMail(request, to);
}

/** The path of the usage survey from the survey invitation (sent at once in the browser tests). */
export async function surveyPathViaMail(request: APIRequestContext, to: string): Promise<string> {
  const invitation = await waitForMail(request, to, /How is your .+ working for you/);
  const survey = invitation.links.map(targetOf).find((href) => href.includes('/usage-quiz/'));
  if (!survey) throw new Error(`no survey link in the email to ${to}`);
  return new URL(survey).pathname;
}

/** The invitation's "Is it working?" answer links (path and query), by answer. */
export async function outcomePathsViaMail(request: APIRequestContext, to: string): Promise<Record<string, string>> {
  const invitation = await waitForMail(request, to, /How is your .+ working for you/);
  const links = invitation.links.map(targetOf).filter((href) => href.includes('/outcome/'));
  if (links.length === 0) throw new Error(`no answer links in the email to ${to}`);
  return Object.fromEntries(links.map((href) => [new URL(href).searchParams.get('answer') ?? '', `${new URL(href).pathname}${new URL(href).search}`]));
}
