import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { z } from 'zod';
import { formatCents } from '../../../../shared/money.js';
import { brand } from '../../../mail/components/brand.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailCode, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { activeLoyaltyCode } from '../../loyalty/api.js';
import { findQuizResultById } from '../../quiz/api.js';
import { confirmationToken, confirmationUrl } from '../email-confirmations.js';

/**
 * The results email, sent at the email capture (and again after a confirmed change): the skin
 * analysis, the routine with links to each product, the match score and a link back to the
 * results page. A new address also gets its confirmation button here; a confirmed member gets
 * their loyalty code.
 */
export const resultsEmail = defineEmail({
  name: 'results',
  essential: true,
  payload: z.object({ quizResponseId: z.number().int().nullable(), firstName: z.string(), confirmationId: z.number().int().nullable() }).strict(),
  async render({ payload, recipient, deps, manager, links }) {
    // No quiz response: the one named at the capture belonged to someone else, so only the confirmation goes out.
    const result = payload.quizResponseId === null ? null : await findQuizResultById(deps, payload.quizResponseId);
    if (payload.quizResponseId !== null && !result) throw new EmailDataGone(`quiz response ${payload.quizResponseId} is gone`);
    const loyaltyCode = await activeLoyaltyCode(manager, recipient);
    const siteUrl = deps.env.SITE_URL;
    const routine = result?.productRecommendations[0];
    // A routine with no products (nothing in the range suits yet) claims no match score.
    const matchScore = routine && routine.items.length > 0 ? result.matchScore : null;
    const confirmUrl = payload.confirmationId ? confirmationUrl(siteUrl, confirmationToken(deps.mail.signer, payload.confirmationId)) : null;
    return {
      // Subjects carry no text a visitor typed (see email-template.ts): the name is in the body only.
      subject: result ? `Your BeautyMatch results${matchScore === null ? '' : `: ${matchScore}% match`}` : 'Please confirm your email for BeautyMatch',
      body: (
        <EmailLayout
          preview={result ? (matchScore === null ? 'Your skin analysis' : `Your skin analysis and a ${matchScore}% match routine`) : 'Confirm your email for BeautyMatch'}
          reason="You are getting this email because you took the BeautyMatch quiz and asked for your results."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={siteUrl}
        >
          <EmailHeading>{result ? `Hi ${payload.firstName}, your results are ready` : `Hi ${payload.firstName}`}</EmailHeading>
          {confirmUrl ? (
            <>
              <EmailText>One step first: confirm this is your email. That activates your loyalty membership (points for every dollar you spend) and, if you asked for them, your tips and skin-cycling guide.</EmailText>
              <EmailButton href={confirmUrl}>Confirm my email</EmailButton>
              <EmailText muted>Didn't take the quiz? Ignore this email and nothing happens.</EmailText>
            </>
          ) : null}
          {result ? (
            <Section style={{ backgroundColor: brand.page, borderRadius: 8, padding: '4px 16px', margin: '16px 0' }}>
              <EmailText>
                {matchScore === null ? null : (
                  <>
                    <strong>Match score:</strong> {matchScore}%<br />
                  </>
                )}
                <strong>Skin type:</strong> {result.skinAnalysis.skinType}
                <br />
                <strong>Main concern:</strong> {result.skinAnalysis.primaryConcern}
                {result.skinAnalysis.secondaryConcerns.length ? (
                  <>
                    <br />
                    <strong>Also:</strong> {result.skinAnalysis.secondaryConcerns.join(', ')}
                  </>
                ) : null}
              </EmailText>
            </Section>
          ) : null}
          {routine ? (
            <>
              <EmailHeading>Your {routine.category}</EmailHeading>
              <EmailText>{routine.description}</EmailText>
              {routine.items.map((item) => (
                <Text key={item.id} style={{ fontSize: 16, lineHeight: '24px', margin: '12px 0' }}>
                  <Link href={links.track(item.avonStoreUrl)} style={{ color: brand.accent, fontWeight: 600 }}>
                    {item.name}
                  </Link>{' '}
                  · {formatCents(item.price)} · {item.matchPercent}% match
                  <br />
                  <span style={{ color: brand.muted }}>{item.reason}</span>
                </Text>
              ))}
            </>
          ) : null}
          {result ? <EmailButton href={links.track(`${siteUrl}/results-premium/${encodeURIComponent(result.sessionId)}`)}>See my results</EmailButton> : null}
          {loyaltyCode ? (
            <EmailText>
              Your loyalty code is <EmailCode>{loyaltyCode}</EmailCode>: add your purchases with it to earn points.
            </EmailText>
          ) : null}
        </EmailLayout>
      ),
    };
  },
});
