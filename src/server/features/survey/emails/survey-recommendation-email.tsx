import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { z } from 'zod';
import { formatCents } from '../../../../shared/money.js';
import type { SurveyChallenge, SurveyImprovement, SurveyUsage } from '../../../../shared/survey.js';
import { brand } from '../../../mail/components/brand.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { type CurrentRecommendation, currentRecommendation } from '../../quiz/api.js';
import { adjustmentFor, adviceFor } from '../survey-adjustments.js';
import { queryRows, sql } from '../../../db/sql.js';

type Pick = CurrentRecommendation['picks'][number];

function ProductLine({ pick, track }: { pick: Pick; track: (url: string) => string }) {
  return (
    <Text style={{ fontSize: 16, lineHeight: '24px', margin: '8px 0' }}>
      <Link href={track(pick.product.avonStoreUrl)} style={{ color: brand.accent, fontWeight: 600 }}>
        {pick.product.name}
      </Link>{' '}
      · {formatCents(pick.product.price)}
    </Text>
  );
}

/**
 * The personal recommendation a usage survey promises: what to keep, what to change and the
 * products the engine picks from her quiz answers adjusted by the survey (same safety rules),
 * with the representative's personal line if she added one while it waited. Read at send time.
 */
export const surveyRecommendationEmail = defineEmail({
  name: 'survey-follow-up',
  // The survey page promised it to her just now: sent even after an unsubscribe from tips.
  essential: true,
  payload: z.object({ surveyResponseId: z.number().int() }).strict(),
  async render({ payload, deps, manager, links }) {
    // Her name and latest quiz are her email row's (users' email_rows), the product's name the catalogue's (product_names).
    const [answer] = await queryRows(
      manager,
      sql<{ usage: SurveyUsage; challenge: SurveyChallenge; improvement: SurveyImprovement; productId: number; productName: string; firstName: string; quizResponseId: number | null; personalLine: string | null }>`SELECT r.usage, r.challenge, r.improvement, r."productId", p.name AS "productName", u."firstName", u."latestQuizResponseId" AS "quizResponseId", f."personalLine"
           FROM survey_response r JOIN email_rows u ON u.id = r."userId" JOIN product_names p ON p.id = r."productId"
           LEFT JOIN survey_follow_up f ON f."surveyResponseId" = r.id WHERE r.id = ${payload.surveyResponseId}`,
    );
    if (!answer) throw new EmailDataGone(`survey response ${payload.surveyResponseId} is gone`);
    const before = answer.quizResponseId === null ? null : await currentRecommendation(deps, answer.quizResponseId);
    const after = before && answer.quizResponseId !== null ? await currentRecommendation(deps, answer.quizResponseId, adjustmentFor(answer, answer.productId, before.productCount)) : null;
    const had = new Set(before?.picks.map((pick) => pick.product.id));
    const has = new Set(after?.picks.map((pick) => pick.product.id));
    const keep = after?.picks.filter((pick) => had.has(pick.product.id)) ?? [];
    const add = after?.picks.filter((pick) => !had.has(pick.product.id)) ?? [];
    const drop = before?.picks.filter((pick) => !has.has(pick.product.id)) ?? [];
    const total = after?.picks.reduce((sum, pick) => sum + pick.product.price, 0) ?? 0;
    const storeUrl = await deps.storeSettings.storeUrl();
    return {
      subject: 'Your personal recommendation',
      body: (
        <EmailLayout
          preview="What to keep, what to change, and why"
          reason="You are getting this email because you answered the BeautyMatch usage survey, which promised this recommendation."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>Your personal recommendation, {answer.firstName}</EmailHeading>
          {answer.personalLine ? (
            <EmailText>
              <em>“{answer.personalLine}”</em> (your representative)
            </EmailText>
          ) : null}
          <EmailText>Thank you for telling us how your {answer.productName} is working for you. Here is what we suggest.</EmailText>
          {adviceFor(answer, answer.productName, { shorter: (after?.picks.length ?? 0) < (before?.picks.length ?? 0), replaced: add.length > 0 && !has.has(answer.productId) }).map((line) => (
            <EmailText key={line}>{line}</EmailText>
          ))}
          {keep.length > 0 ? (
            <>
              <EmailHeading>What to keep</EmailHeading>
              {keep.map((pick) => (
                <ProductLine key={pick.product.id} pick={pick} track={links.track} />
              ))}
            </>
          ) : null}
          {add.length > 0 || drop.length > 0 ? (
            <>
              <EmailHeading>What to change</EmailHeading>
              {drop.length > 0 ? <EmailText>Set aside: {drop.map((pick) => pick.product.name).join(', ')}.</EmailText> : null}
              {add.length > 0 ? <EmailText>Try instead:</EmailText> : null}
              {add.map((pick) => (
                <ProductLine key={pick.product.id} pick={pick} track={links.track} />
              ))}
            </>
          ) : (
            <EmailText>Nothing to change in your products: keep going with your routine.</EmailText>
          )}
          {after && after.picks.length > 0 ? (
            <EmailText muted>
              Your routine: {after.picks.length} products, {formatCents(total)} in all
              {after.budgetMaxCents === null ? '' : `, within your ${formatCents(after.budgetMaxCents)} budget`}.
            </EmailText>
          ) : null}
          <EmailButton href={links.track(storeUrl)}>Shop the store</EmailButton>
        </EmailLayout>
      ),
    };
  },
});
