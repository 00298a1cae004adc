import { describe, expect, it } from 'vitest';
import type { RecommendationRules, RulesOverview, RulesPreview } from '../../../../shared/recommendation-rules.js';
import { useTestApp } from '../../../../../test/support/test-app.js';
import { newSessionId, sensitiveBudgetAnswers } from '../../../../../test/support/quiz-test-data.js';
import { repCookie } from '../../../../../test/support/rep-session.js';
import { eventually } from '../../../../../test/support/eventually.js';
import { repCallerFrom } from '../../../../../test/support/loyalty-test-helpers.js';
import { NO_DRAFT, RULES_CHANGED_SINCE_OPENED } from './rules-admin.service.js';

const t = useTestApp();
const BASE = '/api/admin/recommendation-rules';

async function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const cookie = await repCookie(t.app);
  return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as string }) });
}

async function overview(): Promise<RulesOverview> {
  return (await admin('GET', BASE)).json();
}

async function submitQuiz(): Promise<{ quizResponseId: number; picks: string[] }> {
  const sessionId = newSessionId();
  const response = await t.app.inject({ method: 'POST', url: '/api/quiz/submit', payload: { sessionId, responses: sensitiveBudgetAnswers, userId: null } });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { quizResponseId: body.quizResponseId, picks: body.productRecommendations[0].items.map((item: { name: string }) => item.name) };
}

async function storedRuleVersion(quizResponseId: number): Promise<number | null> {
  const [row] = await t.db.dataSource.query('SELECT "ruleVersion" FROM quiz_response WHERE id = $1', [quizResponseId]);
  return row.ruleVersion;
}

async function productId(name: string): Promise<number> {
  const [row] = await t.db.dataSource.query('SELECT id FROM product WHERE name = $1', [name]);
  return row.id;
}

describe('recommendation rules: draft, preview, publish', () => {
  it('is for the representative only', async () => {
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/publish`, payload: { revision: 1 } })).statusCode).toBe(401);
  });

  it('starts from the built-in rules, recorded as version null on results', async () => {
    const start = await overview();
    expect(start.published).toBeNull();
    expect(start.draft).toBeNull();
    expect(start.builtIn.essentialSteps).toEqual(['cleanser', 'moisturiser', 'serum']);
    const { quizResponseId } = await submitQuiz();
    expect(await storedRuleVersion(quizResponseId)).toBeNull();
  });

  it('refuses rules that break the schema, naming the field, and stores nothing', async () => {
    const { builtIn } = await overview();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...builtIn, budgetBands: { ...builtIn.budgetBands, full: { budget: 20_000, moderate: 15_000, premium: 25_000 } } }, /rules\.budgetBands\.full\.moderate/],
      [{ ...builtIn, laterSteps: ['spf', 'treatment', 'toner', 'eye'] }, /every step needs a place; missing: mask/],
      [{ ...builtIn, concernWeights: { ...builtIn.concernWeights, goal: { ...builtIn.concernWeights.goal, glow: { dullness: 9 } } } }, /rules\.concernWeights\.goal\.glow\.dullness/],
      [{ ...builtIn, preferences: [{ productId: 999_999, concern: null, skinType: null, effect: 'prefer' }] }, /rules\.preferences\.0\.productId: There is no product with id 999999/],
      [{ ...builtIn, safety: { sensitive: 'off' } }, /safety/],
    ];
    for (const [rules, message] of cases) {
      const response = await admin('PUT', `${BASE}/draft`, { rules });
      expect(response.statusCode, JSON.stringify(rules).slice(0, 80)).toBe(400);
      expect(`${response.json().error.field}: ${response.json().error.message}`).toMatch(message);
    }
    expect((await overview()).draft).toBeNull();
  });

  it('previews a draft over the latest responses, publishes it, and new results use it and record its version', async () => {
    const before = await submitQuiz();
    const { builtIn } = await overview();
    // Keep the first pick away from sensitive skin, whatever the concern.
    const excluded = before.picks[0]!;
    const draftRules: RecommendationRules = {
      ...builtIn,
      preferences: [{ productId: await productId(excluded), concern: null, skinType: 'sensitive', effect: 'exclude' }],
    };

    const preview = await admin('POST', `${BASE}/preview`, { rules: draftRules, responses: 50 });
    expect(preview.statusCode).toBe(200);
    const report: RulesPreview = preview.json();
    expect(report.compared).toBeGreaterThanOrEqual(2);
    expect(report.changed).toBe(report.compared);
    expect(report.examples[0]!.before.names).toContain(excluded);
    expect(report.examples[0]!.after.names).not.toContain(excluded);
    // The unchanged rules change nothing.
    expect((await admin('POST', `${BASE}/preview`, { rules: builtIn })).json()).toMatchObject({ changed: 0, examples: [] });

    const saved = await admin('PUT', `${BASE}/draft`, { rules: draftRules });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json().draft;
    expect(draft.revision).toBe(1);
    // A preview or a draft changes nothing for visitors.
    expect((await submitQuiz()).picks).toContain(excluded);

    const published = await admin('POST', `${BASE}/publish`, { revision: draft.revision });
    expect(published.statusCode).toBe(200);
    expect(published.json().published).toMatchObject({ version: draft.version });
    await eventually(async () => !(await submitQuiz()).picks.includes(excluded));
    const after = await submitQuiz();
    expect(after.picks).not.toContain(excluded);
    expect(await storedRuleVersion(after.quizResponseId)).toBe(draft.version);
    expect(await storedRuleVersion(before.quizResponseId)).toBeNull();

    const state = await overview();
    expect(state.published?.version).toBe(draft.version);
    expect(state.draft).toBeNull();
    const audit = (await admin('GET', '/api/admin/audit?area=recommendation-rules')).json().entries;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['publish', 'draft']);
  });

  it('answers 409 to the second of two edits opened from the same revision, and to publishing a stale revision', async () => {
    const { builtIn } = await overview();
    const first = (await admin('PUT', `${BASE}/draft`, { rules: builtIn })).json().draft;
    const heavier = { ...builtIn, concernWeights: { ...builtIn.concernWeights, skin: { ...builtIn.concernWeights.skin, mature: { aging: 5 } } } };
    const lighter = { ...builtIn, concernWeights: { ...builtIn.concernWeights, skin: { ...builtIn.concernWeights.skin, mature: { aging: 1 } } } };
    const [a, b] = await Promise.all([
      admin('PUT', `${BASE}/draft`, { rules: heavier, revision: first.revision }),
      admin('PUT', `${BASE}/draft`, { rules: lighter, revision: first.revision }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.message).toBe(RULES_CHANGED_SINCE_OPENED);
    const kept = (await overview()).draft!;
    expect(kept.revision).toBe(2);
    expect(kept.rules.concernWeights.skin.mature).toEqual(a.statusCode === 200 ? { aging: 5 } : { aging: 1 });

    expect((await admin('POST', `${BASE}/publish`, { revision: 1 })).statusCode).toBe(409);
    const discarded = await admin('POST', `${BASE}/draft/discard`, { revision: kept.revision });
    expect(discarded.json()).toEqual({ discarded: true });
    const none = await admin('POST', `${BASE}/publish`, { revision: kept.revision });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(NO_DRAFT);
  });

  it('refuses a draft or a preview with a preference row that names no product, naming the row on both doors, and changes nothing', async () => {
    const { builtIn } = await overview();
    const [{ id: anyProductId }] = await t.db.dataSource.query("SELECT id FROM product WHERE category = 'skincare' ORDER BY id LIMIT 1");
    const chosen = { productId: anyProductId as number, concern: null, skinType: null, effect: 'prefer' as const };
    const unchosen = { productId: null, concern: null, skinType: 'dry' as const, effect: 'prefer' as const };
    const rules = { ...builtIn, preferences: [chosen, unchosen] };
    const auditBefore = (await admin('GET', '/api/admin/audit?area=recommendation-rules')).json().entries.length;

    const rest = await admin('PUT', `${BASE}/draft`, { rules });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().error).toMatchObject({ message: 'Product preferences, row 2: choose a product', field: 'rules.preferences.1.productId' });
    const preview = await admin('POST', `${BASE}/preview`, { rules });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.message).toBe('Product preferences, row 2: choose a product');

    const caller = await repCallerFrom(t);
    await expect(caller.recommendationRules.saveDraft({ rules })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Product preferences, row 2: choose a product' });

    expect((await overview()).draft).toBeNull();
    expect((await admin('GET', '/api/admin/audit?area=recommendation-rules')).json().entries).toHaveLength(auditBefore);
    // With the product chosen, the same draft saves.
    const saved = await admin('PUT', `${BASE}/draft`, { rules: { ...rules, preferences: [chosen, { ...unchosen, productId: chosen.productId }] } });
    expect(saved.statusCode).toBe(200);
    await admin('POST', `${BASE}/draft/discard`, { revision: saved.json().draft.revision });
  });
});
