import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { DataSource } from 'typeorm';
import { LinkSigner, loadLinkSigningKey } from './link-signer.js';
import { execute, queryRows, sql } from '../db/sql.js';

/**
 * The proof of work a browser does instead of being refused (ALTCHA, self-hosted: no third
 * party, no cookie). A challenge is signed with a key derived from the app's secret, expires
 * after CHALLENGE_TTL_SECONDS, and its solution is honoured once: it is recorded (one insert on
 * the nonce's primary key) before the request it came with is served.
 *
 * The work: PBKDF2/SHA-256 of COST iterations, tried for counters 0, 1, 2, … until the one the
 * server drew (between COUNTER_MIN and COUNTER_MAX) is reached, so a browser does on average
 * 76 × 5,000 = 380,000 iterations: measured in Chromium on one thread (the widget runs several
 * workers), 0.12-0.33 s on a busy desktop core and 0.5-1.6 s (about 0.8 s typical) with the CPU
 * slowed 4× as for a mid-range phone (docs/decisions/0100-shared-connection.md). The server derives one key to make a
 * challenge and checks a solution with one HMAC.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 5_000;
const COUNTER_MIN = 50;
const COUNTER_MAX = 100;
const CHALLENGE_TTL_SECONDS = 600;
const PRUNE_PROBABILITY = 0.01;

interface CheckSecrets {
  signature: string;
  key: string;
}

const secretsByDatabase = new WeakMap<DataSource, Promise<CheckSecrets>>();

/** The HMAC secrets, derived from the key that signs email links (APP_SECRET or the stored one). */
function checkSecrets(dataSource: DataSource, appSecret: string | undefined): Promise<CheckSecrets> {
  let secrets = secretsByDatabase.get(dataSource);
  if (!secrets) {
    secrets = loadLinkSigningKey(dataSource, appSecret).then((key) => {
      const signer = new LinkSigner(key);
      return { signature: signer.sign('human-check', 'challenge'), key: signer.sign('human-check', 'key') };
    });
    // A failed load (database down) is tried again by the next request.
    secrets.catch(() => secretsByDatabase.delete(dataSource));
    secretsByDatabase.set(dataSource, secrets);
  }
  return secrets;
}

/** A fresh signed challenge; `ttlSeconds` other than the default only in tests (an expired one). */
export async function createHumanCheckChallenge(dataSource: DataSource, appSecret: string | undefined, ttlSeconds = CHALLENGE_TTL_SECONDS): Promise<Challenge> {
  const secrets = await checkSecrets(dataSource, appSecret);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
}

export type HumanCheckOutcome = 'passed' | 'invalid' | 'expired' | 'used';

function parsePayload(encoded: string): Payload | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (!payload || typeof payload !== 'object') return null;
    const { challenge, solution } = payload as Partial<Payload>;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Checks a solved challenge (the widget's payload) and spends it: 'passed' only for a valid,
 * unexpired solution whose challenge was never honoured before. The spend is one insert that
 * only the first of any number of parallel uses wins.
 */
export async function redeemHumanCheck(dataSource: DataSource, appSecret: string | undefined, encoded: string): Promise<HumanCheckOutcome> {
  const payload = parsePayload(encoded);
  if (!payload) return 'invalid';
  const secrets = await checkSecrets(dataSource, appSecret);
  const { parameters } = payload.challenge;
  // Ours are all PBKDF2/SHA-256 with an expiry: anything else was not made here.
  if (parameters.algorithm !== ALGORITHM || typeof parameters.expiresAt !== 'number' || typeof parameters.nonce !== 'string') return 'invalid';
  let result;
  try {
    result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secrets.signature, hmacKeySignatureSecret: secrets.key });
  } catch {
    return 'invalid';
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const spent: unknown[] = await queryRows(dataSource, sql<{ nonce: string }>`INSERT INTO "spent_challenge" ("nonce", "expiresAt") VALUES (${parameters.nonce.slice(0, 64)}, to_timestamp(${parameters.expiresAt})) ON CONFLICT ("nonce") DO NOTHING RETURNING "nonce"`);
  // Now and then, forget challenges that can no longer be solved anyway.
  if (Math.random() < PRUNE_PROBABILITY) await execute(dataSource, sql`DELETE FROM "spent_challenge" WHERE "expiresAt" < clock_timestamp() - interval '1 minute'`);
  return spent.length === 1 ? 'passed' : 'used';
}
