import { z } from 'zod';
import type { RoutineStep } from '../../../../shared/catalog.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail } from '../../../mail/email-template.js';
import { type CurrentRecommendation, currentRecommendation } from '../../quiz/api.js';

/** The classic cycle: for skin the engine allows strong actives on. */
const ACTIVE_NIGHTS = [
  ['Night 1: exfoliate', 'After cleansing, a gentle chemical exfoliant (AHA or BHA), then moisturiser. Skip it if your skin stings.'],
  ['Night 2: retinoid', 'A pea-sized amount of retinoid on dry skin, then moisturiser. Start with a low strength.'],
  ['Nights 3 and 4: recover', 'Just cleanser and a rich, barrier-supporting moisturiser. No actives: this is when skin rebuilds.'],
] as const;

/**
 * The gentler cycle for sensitive skin, beginners and anyone who feels overwhelmed: the engine
 * never picks strong actives for them, so neither does the guide.
 */
const GENTLE_NIGHTS = [
  ['Night 1: hydrate', 'After a mild cleanse, a hydrating serum on damp skin, then moisturiser.'],
  ['Night 2: soothe', 'A calming, fragrance-free serum or treatment, then moisturiser. Stop anything that stings.'],
  ['Nights 3 and 4: rest', 'Just cleanser and a rich, barrier-supporting moisturiser: simple nights keep skin calm.'],
] as const;

/** Used every night whatever the cycle: never a night's treatment, even with strong actives. */
const EVERY_NIGHT_STEPS: readonly RoutineStep[] = ['cleanser', 'eye', 'moisturiser'];
/** What a cycle's nights are built around: strong actives on the active nights, gentle ones on the others. */
const CYCLE_STEPS: readonly RoutineStep[] = ['serum', 'treatment', 'mask'];

type Pick = CurrentRecommendation['picks'][number];

/**
 * Her own products for the cycle, by when to use them: only what the engine picks for her now.
 * A cleanser and an eye cream are for every night, as is a toner without strong actives (one
 * with them is an exfoliant, for the active nights); a serum, treatment or mask makes a night.
 */
export function cycleProducts(recommendation: CurrentRecommendation | null, gentle: boolean): Array<[string, string[]]> {
  const picks = recommendation?.picks ?? [];
  const names = (keep: (pick: Pick) => boolean) => picks.filter(keep).map((pick) => pick.product.name);
  const everyNight = (pick: Pick) => EVERY_NIGHT_STEPS.includes(pick.step) || (pick.step === 'toner' && !pick.product.harshActives);
  const active = (pick: Pick) => !everyNight(pick) && pick.step !== 'spf' && pick.product.harshActives;
  return (
    [
      ['Every night', names(everyNight)],
      ['On your active nights (1 and 2)', names(active)],
      [gentle ? 'On nights 1 and 2' : 'On your recovery nights (3 and 4)', names((pick) => CYCLE_STEPS.includes(pick.step) && !pick.product.harshActives)],
      ['Every morning', names((pick) => pick.step === 'spf')],
    ] as Array<[string, string[]]>
  ).filter(([, list]) => list.length > 0);
}

/** The 4-night skin-cycling guide the visitor asked for in the email capture, written from her own quiz (sent once the address is confirmed). */
export const cyclingGuideEmail = defineEmail({
  name: 'cycling-guide',
  // Asked for by the person themselves: sent even after an unsubscribe from tips.
  essential: true,
  // The quiz is null in messages queued before the guide was personal: they get the gentle cycle.
  payload: z.object({ firstName: z.string(), quizResponseId: z.number().int().nullable().default(null) }).strict(),
  async render({ payload, deps, links }) {
    const recommendation = payload.quizResponseId === null ? null : await currentRecommendation(deps, payload.quizResponseId);
    // Strong actives only where the engine itself would pick them: unknown skin gets the gentle cycle.
    const gentle = recommendation?.avoidHarshActives ?? true;
    const nights = gentle ? GENTLE_NIGHTS : ACTIVE_NIGHTS;
    const products = cycleProducts(recommendation, gentle);
    return {
      subject: 'Your 4-night skin-cycling guide',
      body: (
        <EmailLayout
          preview={gentle ? 'Hydrate, soothe, rest, rest: a gentle cycle for your skin' : 'Exfoliate, retinoid, recover, recover: then repeat'}
          reason="You are getting this email because you asked for the skin-cycling guide after the BeautyMatch quiz."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>Your skin-cycling guide, {payload.firstName}</EmailHeading>
          {gentle ? (
            <EmailText>
              Your answers tell us your skin does best with a gentle start, so your cycle has no strong actives: it rotates hydrating and soothing nights
              with rest, which builds a calm, healthy barrier.
            </EmailText>
          ) : (
            <EmailText>Skin cycling rotates active ingredients over four nights, so skin gets their benefits with time to recover in between.</EmailText>
          )}
          {nights.map(([title, text]) => (
            <EmailText key={title}>
              <strong>{title}.</strong> {text}
            </EmailText>
          ))}
          {products.length > 0 ? (
            <>
              <EmailText>
                <strong>With your matched products:</strong>
              </EmailText>
              {products.map(([when, names]) => (
                <EmailText key={when}>
                  {when}: {names.join(', ')}
                </EmailText>
              ))}
            </>
          ) : null}
          <EmailText>{gentle ? 'Wear sunscreen every morning.' : 'Wear sunscreen every morning, especially on the days after exfoliating or using a retinoid.'}</EmailText>
          <EmailButton href={links.track(`${deps.env.SITE_URL}/learning-hub`)}>More routines in the learning hub</EmailButton>
        </EmailLayout>
      ),
    };
  },
});
