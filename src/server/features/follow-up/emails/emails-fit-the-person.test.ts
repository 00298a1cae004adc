import { describe, expect, it } from 'vitest';
import { advancedOilyAnswers, confirmedPerson, sensitiveBeginnerAnswers, STRONG_ACTIVE_WORDS } from '../../../../../test/support/follow-up-profiles.js';
import { repCookie } from '../../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../../test/support/test-app.js';
import type { EmailTemplate } from '../../../mail/email-template.js';
import { renderEmail } from '../../../mail/render-email.js';
import { currentRecommendation } from '../../quiz/api.js';
import { cyclingGuideEmail } from './cycling-guide-email.js';
import { sequenceEmails } from './sequence-emails.js';
import { memberWelcomeEmail, welcomeEmail } from './welcome-email.js';

const t = useTestApp({ SITE_URL: 'http://beauty.test' });
const templates = [welcomeEmail, memberWelcomeEmail, cyclingGuideEmail, ...sequenceEmails] as EmailTemplate<unknown>[];

/** Renders a template as the worker would, with links left readable. */
async function render(template: EmailTemplate<unknown>, recipient: string, payload: unknown) {
  const { subject, body } = await template.render({
    payload: template.payload.parse(payload),
    recipient,
    deps: t.deps,
    manager: t.deps.dataSource.manager,
    links: { track: (url) => url, unsubscribeUrl: template.essential ? null : 'http://beauty.test/unsubscribe?m=x' },
  });
  return { subject, ...(await renderEmail(body)) };
}

/** Each button (react-email draws it as a link with padding) as its label and its address. */
function buttons(html: string): Array<{ label: string; href: string }> {
  return [...html.matchAll(/<a href="([^"]+)"[^>]*padding[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({ href: match[1]!.replaceAll('&amp;', '&'), label: match[2]!.replace(/<[^>]+>|&#82\d\d;/g, '').trim() }));
}

/** Where a button's words say it goes. */
const promisedBy: Array<[RegExp, RegExp]> = [
  [/results page/i, /^http:\/\/beauty\.test\/results-premium\/session_/],
  [/rewards/i, /^http:\/\/beauty\.test\/loyalty$/],
  [/learning hub/i, /^http:\/\/beauty\.test\/learning-hub$/],
  [/layer skincare/i, /^http:\/\/beauty\.test\/learning-hub\/how-to-layer-skincare-products$/],
  [/shop the store/i, /^https?:\/\/(?!beauty\.test)/],
  [/take the quiz/i, /^http:\/\/beauty\.test\/quiz$/],
];

describe.each([
  ['a sensitive beginner', 'gentle@example.com', sensitiveBeginnerAnswers, true],
  ['an advanced oily profile', 'bold@example.com', advancedOilyAnswers, false],
])('every follow-up email for %s', (_name, email, answers, gentle) => {
  it('keeps the safety rules, names only products the engine picks for her, and its buttons go where they say', async () => {
    const { sessionId, quizResponseId } = await confirmedPerson(t, email, answers);
    const headers = { cookie: await repCookie(t.app) };
    const { version } = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).json();
    const offerSettings = { version, memberOfferText: '15% off your next order', memberOfferCode: 'GLOW-15-OFF' };
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers, payload: offerSettings })).statusCode).toBe(200);
    const recommendation = (await currentRecommendation(t.deps, quizResponseId))!;
    expect(recommendation.avoidHarshActives).toBe(gentle);
    const picked = new Set(recommendation.picks.map((pick) => pick.product.name));
    const catalogue = await t.deps.catalog.current();
    const notPicked = catalogue.all.filter((product) => product.category === 'skincare' && !picked.has(product.name));

    for (const template of templates) {
      const payload = template === welcomeEmail || template === memberWelcomeEmail ? { firstName: 'Fay' } : { firstName: 'Fay', quizResponseId };
      const message = await render(template, email, payload);
      const words = `${message.subject}\n${message.text}`;
      if (gentle) expect(words, template.name).not.toMatch(STRONG_ACTIVE_WORDS);
      for (const product of notPicked) expect(message.text, `${template.name} names ${product.name}`).not.toContain(product.name);
      expect(buttons(message.html), template.name).toHaveLength(1);
      for (const button of buttons(message.html)) {
        const promise = promisedBy.find(([label]) => label.test(button.label));
        expect(promise, `${template.name}: a button reads "${button.label}"`).toBeDefined();
        expect(button.href, `${template.name}: "${button.label}"`).toMatch(promise![1]);
      }
      // Codes stay on one line, in a typeface that tells O from 0.
      for (const code of message.html.matchAll(/<strong style="([^"]*)">(GLOW-[^<]+)<\/strong>/g)) {
        expect(code[1], `${template.name}: ${code[2]}`).toMatch(/white-space:nowrap/);
        expect(code[1]).toMatch(/monospace/);
      }
    }

    const guide = await render(cyclingGuideEmail, email, { firstName: 'Fay', quizResponseId });
    if (gentle) expect(guide.text).toMatch(/Night 1: hydrate[\s\S]*Night 2: soothe/);
    else expect(guide.text).toMatch(/Night 1: exfoliate[\s\S]*Night 2: retinoid/);
    expect(guide.text).toContain([...picked][0]);

    const welcome = await render(welcomeEmail, email, { firstName: 'Fay' });
    const [member] = await t.deps.dataSource.query(`SELECT "loyaltyCode" FROM loyalty_member WHERE email = $1`, [email]);
    expect(welcome.html).toMatch(new RegExp(`<strong style="[^"]*white-space:nowrap[^"]*">${member.loyaltyCode}</strong>`));
    const offer = await render(sequenceEmails[2]!, email, { firstName: 'Fay', quizResponseId });
    expect(offer.html).toMatch(/<strong style="[^"]*white-space:nowrap[^"]*monospace[^"]*">GLOW-15-OFF<\/strong>/);
    const socialProof = await render(sequenceEmails[1]!, email, { firstName: 'Fay', quizResponseId });
    expect(buttons(socialProof.html)).toEqual([{ label: 'See my routine on my results page', href: `http://beauty.test/results-premium/${sessionId}` }]);
  });
});
