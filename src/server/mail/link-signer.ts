import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { execute, queryRows, sql } from '../db/sql.js';

const SECRET_NAME = 'link-signing-key';

/**
 * The key that signs links in emails: APP_SECRET when set, otherwise one generated on the first
 * start and kept in the database (every process of one database shares it; a race keeps the first).
 */
export async function loadLinkSigningKey(dataSource: DataSource, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await execute(dataSource, sql`INSERT INTO app_secret ("name", "value") VALUES (${SECRET_NAME}, ${randomBytes(32).toString('base64url')}) ON CONFLICT ("name") DO NOTHING`);
  const [row] = await queryRows(dataSource, sql<{ value: string }>`SELECT "value" FROM app_secret WHERE "name" = ${SECRET_NAME}`);
  if (!row) throw new Error('the link signing key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

/** HMAC signatures for links that must not be forged (click redirects, unsubscribe). */
export class LinkSigner {
  constructor(private readonly key: Buffer) {}

  sign(purpose: string, ...parts: string[]): string {
    const hmac = createHmac('sha256', this.key);
    // Length-prefixed, so ("ab", "c") and ("a", "bc") sign differently.
    for (const part of [purpose, ...parts]) hmac.update(`${part.length}:${part};`);
    return hmac.digest('base64url').slice(0, 32);
  }

  verify(signature: string, purpose: string, ...parts: string[]): boolean {
    const expected = Buffer.from(this.sign(purpose, ...parts));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** The URLs of one message's tracked links and unsubscribe page, on the site's own origin. */
export class MessageLinks {
  constructor(
    private readonly signer: LinkSigner,
    private readonly siteUrl: string,
  ) {}

  click(messageToken: string, target: string): string {
    const query = new URLSearchParams({ m: messageToken, to: target, s: this.signer.sign('click', messageToken, target) });
    return `${this.siteUrl}/email/click?${query}`;
  }

  /** The page a person opens from the visible link: one button unsubscribes. */
  unsubscribePage(messageToken: string): string {
    return `${this.siteUrl}/unsubscribe?${this.unsubscribeQuery(messageToken)}`;
  }

  /** RFC 8058 one-click target: mail clients POST `List-Unsubscribe=One-Click` to it. */
  oneClickUnsubscribe(messageToken: string): string {
    return `${this.siteUrl}/api/email/unsubscribe?${this.unsubscribeQuery(messageToken)}`;
  }

  verifyClick(messageToken: string, target: string, signature: string): boolean {
    return this.signer.verify(signature, 'click', messageToken, target);
  }

  verifyUnsubscribe(messageToken: string, signature: string): boolean {
    return this.signer.verify(signature, 'unsubscribe', messageToken);
  }

  private unsubscribeQuery(messageToken: string): URLSearchParams {
    return new URLSearchParams({ m: messageToken, s: this.signer.sign('unsubscribe', messageToken) });
  }
}
