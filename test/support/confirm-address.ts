import { confirmationToken } from '../../src/server/features/users/email-confirmations.js';
import type { TestContext } from './test-app.js';

/** Clicks the latest confirmation link sent to this address, as its owner would; answers the response. */
export async function confirmAddress(t: TestContext, address: string) {
  const [confirmation] = await t.deps.dataSource.query<{ id: number }[]>(`SELECT id FROM email_confirmation WHERE address = $1 ORDER BY id DESC LIMIT 1`, [
    address,
  ]);
  if (!confirmation) throw new Error(`no confirmation was made for ${address}`);
  return t.app.inject({ method: 'POST', url: '/api/users/confirm', payload: { token: confirmationToken(t.deps.mail.signer, confirmation.id) } });
}
