import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { admitSignIn } from './sign-in-guard.js';

const STEP_MS = 20;
const t = useTestApp({ REP_SIGN_IN_DELAY_MS: String(STEP_MS) });

describe('failures against one account', () => {
  it('slow down that account’s sign-ins from a new address, never another account’s, and never refuse them', async () => {
    const guessed = 'owner@example.com';
    // Nine wrong guesses at her account, each from an address of its own (none is slowed by its own failures).
    for (let n = 1; n <= 9; n++) await admitSignIn(t.deps.dataSource, { address: `10.80.0.${n}`, account: guessed }, STEP_MS);

    const other = await admitSignIn(t.deps.dataSource, { address: '10.81.0.1', account: 'staff@example.com' }, STEP_MS);
    expect(other.delayMs).toBe(0);
    const hers = await admitSignIn(t.deps.dataSource, { address: '10.81.0.2', account: guessed }, STEP_MS);
    // One step for every three failures against her account.
    expect(hers.delayMs).toBe(3 * STEP_MS);

    // Many more: still admitted (checked after a wait of at most 3 s), never refused.
    for (let n = 10; n <= 40; n++) await admitSignIn(t.deps.dataSource, { address: `10.82.0.${n}`, account: guessed }, STEP_MS);
    const later = await admitSignIn(t.deps.dataSource, { address: '10.83.0.1', account: guessed }, STEP_MS);
    expect(later.delayMs).toBeGreaterThan(3 * STEP_MS);
    expect(later.delayMs).toBeLessThanOrEqual(3000);
  });
});
