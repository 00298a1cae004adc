import { NEWSLETTER_CONFIRMATION_TTL_HOURS } from '../../../shared/newsletter.js';
import type { LinkSigner } from '../../mail/link-signer.js';

const PURPOSE = 'newsletter-confirm';

/** The token of a newsletter confirmation link: the subscriber's id, when it was issued, and the signature over both. */
export function newsletterConfirmationToken(signer: LinkSigner, subscriberId: number, issuedAtMs: number): string {
  return `${subscriberId}.${issuedAtMs}.${signer.sign(PURPOSE, String(subscriberId), String(issuedAtMs))}`;
}

export function newsletterConfirmationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export type TokenCheck = { valid: true; subscriberId: number; issuedAtMs: number } | { valid: false; reason: 'forged' | 'expired' };

/** Reads a token: forged or altered ones are refused before the database is asked, old ones expire. */
export function readNewsletterConfirmationToken(signer: LinkSigner, token: string, now = Date.now()): TokenCheck {
  const [idText = '', issuedText = '', signature = ''] = token.split('.');
  const subscriberId = Number(idText);
  const issuedAtMs = Number(issuedText);
  if (!Number.isSafeInteger(subscriberId) || subscriberId < 1 || subscriberId > 2_147_483_647 || !Number.isSafeInteger(issuedAtMs)) return { valid: false, reason: 'forged' };
  if (!signer.verify(signature, PURPOSE, idText, issuedText)) return { valid: false, reason: 'forged' };
  if (now - issuedAtMs > NEWSLETTER_CONFIRMATION_TTL_HOURS * 3_600_000) return { valid: false, reason: 'expired' };
  return { valid: true, subscriberId, issuedAtMs };
}
