import { type OutcomeChoice, outcomeChoices } from '../../../../shared/outcomes.js';
import type { LinkSigner } from '../../../mail/link-signer.js';

const PURPOSE = 'outcome';

/** The token of one person's answer about one product: signed, so no id alone opens it. */
export function outcomeToken(signer: LinkSigner, userId: number, productId: number): string {
  return `${userId}.${productId}.${signer.sign(PURPOSE, String(userId), String(productId))}`;
}

/** The person and product a token is for; null when it was not signed by us (a changed id, a made-up token). */
export function readOutcomeToken(signer: LinkSigner, token: string): { userId: number; productId: number } | null {
  const [userId = '', productId = '', signature = ''] = token.split('.');
  if (!signer.verify(signature, PURPOSE, userId, productId)) return null;
  return { userId: Number(userId), productId: Number(productId) };
}

/** The answer links of an email (the three answers and "Haven't tried it yet"), each opening the outcome page with its answer chosen. */
export function outcomeLinks(signer: LinkSigner, siteUrl: string, userId: number, productId: number): Record<OutcomeChoice, string> {
  const page = `${siteUrl.replace(/\/$/, '')}/outcome/${outcomeToken(signer, userId, productId)}`;
  return Object.fromEntries(outcomeChoices.map((answer) => [answer, `${page}?answer=${answer}`])) as Record<OutcomeChoice, string>;
}
