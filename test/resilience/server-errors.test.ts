import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../src/server/errors.js';
import { newSessionId, sensitiveBudgetAnswers } from '../support/quiz-test-data.js';
import { useLoggedTestApp } from './captured-log-app.js';
import { linesWithSecrets } from './fuzz-runner.js';
import { expectNoInternals } from './response-checks.js';

const t = useLoggedTestApp();
const json = { 'content-type': 'application/json' };
const secrets = new Set<string>(['GLOW-DEMO-0001']);
const tables = () => [...new Set(t.deps.dataSource.entityMetadatas.map((metadata) => metadata.tableName))];

function email(): string {
  const address = `err-${randomBytes(4).toString('hex')}@example.com`;
  secrets.add(address);
  return address;
}

/** Calls that carry an email or a loyalty code, over REST and tRPC. */
function requestsWithSecrets(quizResponseId: number, sessionId: string) {
  return [
    { method: 'POST' as const, url: '/api/users', payload: JSON.stringify({ email: email(), firstName: 'Err', quizResponseId, sessionId }) },
    { method: 'POST' as const, url: '/trpc/users.create', payload: JSON.stringify({ email: email(), firstName: 'Err', quizResponseId, sessionId }) },
    { method: 'POST' as const, url: '/api/loyalty/join', payload: JSON.stringify({ email: email(), firstName: 'Err' }) },
    { method: 'POST' as const, url: '/api/loyalty/purchase', payload: JSON.stringify({ loyaltyCode: 'GLOW-DEMO-0001', avonOrderNumber: 'ERR-1', avonOrderTotal: 1500 }) },
    { method: 'POST' as const, url: '/trpc/loyalty.redeem', payload: JSON.stringify({ loyaltyCode: 'GLOW-DEMO-0001', rewardId: 1, pointsUsed: 100 }) },
    { method: 'GET' as const, url: '/api/loyalty/member/GLOW-DEMO-0001' },
    { method: 'GET' as const, url: `/trpc/loyalty.member?input=${encodeURIComponent('{"code":"GLOW-DEMO-0001"}')}` },
  ];
}

describe('server errors tell the client nothing internal and the logs nothing personal', () => {
  it('a failing query answers a generic 500: no stack, SQL or table name', async () => {
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: sensitiveBudgetAnswers, userId: null });
    // Tables that vanish make every query on them fail inside PostgreSQL.
    const broken = ['user', 'loyalty_member', 'loyalty_transaction'];
    for (const table of broken) await t.deps.dataSource.query(`ALTER TABLE "${table}" RENAME TO "${table}_gone"`);
    try {
      for (const request of requestsWithSecrets(quizResponseId, sessionId)) {
        const response = await t.logged.inject({ ...request, headers: json, remoteAddress: `10.7.0.${Math.floor(Math.random() * 250)}` });
        expect(response.statusCode, `${request.url} ${response.body}`).toBe(500);
        expect(JSON.stringify(response.json())).toContain('Something went wrong on our side. Please try again.');
        expectNoInternals(response.body, [...tables(), ...broken.map((table) => `${table}_gone`)]);
      }
    } finally {
      for (const table of broken) await t.deps.dataSource.query(`ALTER TABLE "${table}_gone" RENAME TO "${table}"`);
    }
    expect(t.logs.lines.some((line) => line.includes('"level":50'))).toBe(true);
  });

  it('an unreachable database answers 503 with the outage message, over REST and tRPC', async () => {
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: sensitiveBudgetAnswers, userId: null });
    await t.db.adminQuery(`ALTER DATABASE ${t.db.name} WITH ALLOW_CONNECTIONS false`);
    await t.db.adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${t.db.name}'`);
    try {
      for (const request of [...requestsWithSecrets(quizResponseId, sessionId), { method: 'GET' as const, url: '/api/products' }]) {
        const response = await t.logged.inject({ ...request, headers: json, remoteAddress: '10.7.1.1' });
        expect(response.statusCode, `${request.url} ${response.body}`).toBe(503);
        expect(JSON.stringify(response.json())).toContain(UNAVAILABLE_MESSAGE);
        expectNoInternals(response.body, tables());
      }
      expect((await t.logged.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.db.adminQuery(`ALTER DATABASE ${t.db.name} WITH ALLOW_CONNECTIONS true`);
    }
    expect((await t.logged.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('the logs of all of it name none of the emails or loyalty codes', () => {
    expect(t.logs.lines.length).toBeGreaterThan(10);
    expect(linesWithSecrets(t.logs.lines, secrets)).toEqual([]);
  });
});
