import { afterAll, describe, expect, it } from 'vitest';
import { startMailSink } from '../../../../test/support/mail-sink.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { asRep, earnPoints, ledgerCheck, membersOutOfBalance, newMember, repCallerFrom, send } from '../../../../test/support/loyalty-test-helpers.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';

const sink = await startMailSink();
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });
afterAll(() => sink.close());

interface Redeemed {
  code: string;
  email: string;
  redemptionCode: string;
  id: number;
  points: number;
}

/** A new member with points for a few rewards who redeems one (the cheapest), as on /loyalty. */
async function redeemed(): Promise<Redeemed> {
  const code = await newMember(t.deps.dataSource, 'Rosa');
  await earnPoints(t.deps.dataSource, code, 50_000);
  const reward = await t.deps.dataSource.getRepository(LoyaltyRewardEntity).findOneByOrFail({ name: 'Free Shipping Voucher' });
  const response = await send(t.app, { method: 'POST', url: '/api/loyalty/redeem', payload: { loyaltyCode: code, rewardId: reward.id, pointsUsed: reward.pointsCost } });
  expect(response.statusCode, response.body).toBe(200);
  const { redemptionCode } = response.json() as { redemptionCode: string };
  const [row] = await t.deps.dataSource.query<Array<{ id: number }>>(`SELECT id FROM loyalty_redemption WHERE "redemptionCode" = $1`, [redemptionCode]);
  const email = (await t.deps.dataSource.getRepository(LoyaltyMemberEntity).findOneByOrFail({ loyaltyCode: code })).email!;
  return { code, email, redemptionCode, id: row!.id, points: reward.pointsCost };
}

const fulfil = (id: number | string, body: unknown = {}) => asRep(t, 'POST', `/api/admin/redemptions/${id}/fulfil`, body);
const cancel = (id: number | string, body: unknown) => asRep(t, 'POST', `/api/admin/redemptions/${id}/cancel`, body);
const list = (query: string) => asRep(t, 'GET', `/api/admin/redemptions?${query}`);

describe('the representative’s redemption queue', () => {
  it('lists issued redemptions oldest first with member, reward, code and age', async () => {
    const first = await redeemed();
    const second = await redeemed();
    const response = await list('status=issued&limit=200');
    expect(response.statusCode, response.body).toBe(200);
    const { redemptions, total } = response.json() as { redemptions: Array<Record<string, unknown>>; total: number };
    expect(total).toBeGreaterThanOrEqual(2);
    const codes = redemptions.map((row) => row.redemptionCode);
    expect(codes.indexOf(first.redemptionCode)).toBeLessThan(codes.indexOf(second.redemptionCode));
    const createdAts = redemptions.map((row) => String(row.createdAt));
    expect([...createdAts].sort()).toEqual(createdAts);
    expect(redemptions.find((row) => row.redemptionCode === first.redemptionCode)).toMatchObject({
      id: first.id,
      status: 'issued',
      memberName: 'Rosa',
      memberEmail: first.email,
      loyaltyCode: first.code,
      rewardName: 'Free Shipping Voucher',
      decidedAt: null,
    });
    expect(redemptions.every((row) => typeof row.ageSeconds === 'number' && row.ageSeconds >= 0)).toBe(true);
  });

  it('finds a code typed in lower case, without dashes, with spaces or in part', async () => {
    const { redemptionCode, id } = await redeemed();
    const bare = redemptionCode.replace(/-/g, '');
    for (const typed of [bare.toLowerCase(), redemptionCode.toLowerCase(), ` ${redemptionCode.replace(/-/g, ' ')} `, bare.slice(3, 9).toLowerCase()]) {
      const response = await list(`code=${encodeURIComponent(typed)}`);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().redemptions.map((row: { id: number }) => row.id), typed).toContain(id);
    }
    const fromTrpc = await (await repCallerFrom(t)).redemptionsAdmin.list({ code: bare.toLowerCase() });
    expect(fromTrpc).toMatchObject({ total: 1, redemptions: [{ id, redemptionCode }] });
    expect((await list('code=RWD-ZZZZ-ZZZZ-ZZZZ')).json()).toEqual({ redemptions: [], total: 0 });
  });
});

describe('fulfilling and cancelling', () => {
  it('fulfils with a note: audited, shown to the member, emailed, and never decided twice', async () => {
    const { id, code, email, redemptionCode } = await redeemed();
    const response = await fulfil(id, { note: 'Handed over at the Tuesday meetup' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().redemption).toMatchObject({ id, status: 'fulfilled', fulfilmentNote: 'Handed over at the Tuesday meetup', cancelReason: null });
    expect(response.json().redemption.decidedAt).toEqual(expect.any(String));

    expect((await fulfil(id)).statusCode).toBe(409);
    const again = await cancel(id, { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already fulfilled/);

    const [audit] = await t.deps.dataSource.query(`SELECT action, before, after FROM audit_entry WHERE area = 'loyalty-redemption' AND subject = $1 AND action <> 'redeem'`, [String(id)]);
    expect(audit).toMatchObject({ action: 'fulfil', before: { status: 'issued', redemptionCode }, after: { status: 'fulfilled', fulfilmentNote: 'Handed over at the Tuesday meetup' } });
    // The member's redemption itself is in the history too, without the code they show at the counter.
    const redeemedEntries = await t.deps.dataSource.query(`SELECT after FROM audit_entry WHERE area = 'loyalty-redemption' AND subject = $1 AND action = 'redeem'`, [String(id)]);
    expect(redeemedEntries).toHaveLength(1);
    expect(JSON.stringify(redeemedEntries[0].after)).not.toContain(redemptionCode);

    const mine = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}/redemptions` });
    expect(mine.json().redemptions).toEqual([expect.objectContaining({ redemptionCode, status: 'fulfilled', rewardName: 'Free Shipping Voucher', cancelReason: null })]);
    expect((await list('status=fulfilled&limit=200')).json().redemptions.map((row: { id: number }) => row.id)).toContain(id);

    // Her points' own emails (the approved purchase) came before; this is the reward's.
    const subject = 'Your reward is yours';
    await sink.waitFor(() => sink.to(email).some((message) => message.parsed.subject === subject));
    const [message] = sink.to(email).filter((sent) => sent.parsed.subject === subject);
    expect(message!.parsed.text).toContain(redemptionCode);
    expect(message!.parsed.text).toContain('Handed over at the Tuesday meetup');
  });

  it('cancels with a reason: the points come back as an entry the member sees, emailed', async () => {
    const { id, code, email, points } = await redeemed();
    const before = await ledgerCheck(t.deps.dataSource, code);
    const response = await cancel(id, { reason: 'Out of stock until spring' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().redemption).toMatchObject({ status: 'cancelled', cancelReason: 'Out of stock until spring', fulfilmentNote: null });

    const after = await ledgerCheck(t.deps.dataSource, code);
    expect(after.pointsBalance).toBe(before.pointsBalance + points);
    expect(after.pointsBalance).toBe(after.ledgerSum);
    expect(after.totalPointsEarned).toBe(before.totalPointsEarned);
    expect(after.entries).toBe(before.entries + 1);
    const activity = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}/transactions` });
    expect(activity.json().transactions[0]).toMatchObject({ kind: 'refund', pointsAmount: points, description: 'Reward cancelled: Out of stock until spring', status: 'confirmed' });
    const mine = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}/redemptions` });
    expect(mine.json().redemptions[0]).toMatchObject({ status: 'cancelled', cancelReason: 'Out of stock until spring' });

    expect((await cancel(id, { reason: 'Again' })).statusCode).toBe(409);
    expect((await ledgerCheck(t.deps.dataSource, code)).pointsBalance).toBe(after.pointsBalance);
    const [audit] = await t.deps.dataSource.query(`SELECT action, after FROM audit_entry WHERE area = 'loyalty-redemption' AND subject = $1 AND action <> 'redeem'`, [String(id)]);
    expect(audit).toMatchObject({ action: 'cancel', after: { status: 'cancelled', cancelReason: 'Out of stock until spring', pointsReturned: points } });

    const subject = 'Your reward was cancelled and your points are back';
    await sink.waitFor(() => sink.to(email).some((sent) => sent.parsed.subject === subject));
    const [message] = sink.to(email).filter((sent) => sent.parsed.subject === subject);
    expect(message!.parsed.text).toContain('Out of stock until spring');
  });

  it('lets exactly one of parallel fulfils and cancels of one redemption win; the others answer 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, code, points } = await redeemed();
      const before = await ledgerCheck(t.deps.dataSource, code);
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? fulfil(id, { note: `try ${index}` }) : cancel(id, { reason: `try ${index}` }))),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200), statuses.join()).toHaveLength(1);
      expect(statuses.filter((status) => status === 409), statuses.join()).toHaveLength(7);
      const winner = responses.find((response) => response.statusCode === 200)!.json().redemption as { status: string };
      const after = await ledgerCheck(t.deps.dataSource, code);
      expect(after.pointsBalance).toBe(before.pointsBalance + (winner.status === 'cancelled' ? points : 0));
      expect(after.pointsBalance).toBe(after.ledgerSum);
      const [{ audits }] = await t.deps.dataSource.query(`SELECT count(*)::int AS audits FROM audit_entry WHERE area = 'loyalty-redemption' AND subject = $1 AND action IN ('fulfil', 'cancel')`, [String(id)]);
      expect(audits).toBe(1);
      const [{ emails }] = await t.deps.dataSource.query(`SELECT count(*)::int AS emails FROM email_message WHERE occasion = $1`, [`redemption:${id}`]);
      expect(emails).toBe(1);
    }
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });

  it('keeps the balance equal to the ledger while one member’s cancels, fulfils and new redemptions run side by side', async () => {
    const first = await redeemed();
    const reward = await t.deps.dataSource.getRepository(LoyaltyRewardEntity).findOneByOrFail({ name: 'Free Shipping Voucher' });
    const redeemAgain = () =>
      send(t.app, { method: 'POST', url: '/api/loyalty/redeem', payload: { loyaltyCode: first.code, rewardId: reward.id, pointsUsed: reward.pointsCost } });
    const more = await Promise.all([redeemAgain(), redeemAgain()]);
    const ids = [first.id];
    for (const response of more) {
      const [row] = await t.deps.dataSource.query(`SELECT id FROM loyalty_redemption WHERE "redemptionCode" = $1`, [response.json().redemptionCode]);
      ids.push(row.id);
    }
    const responses = await Promise.all([
      ...ids.map((id) => cancel(id, { reason: 'Out of stock' })),
      fulfil(ids[0]!),
      ...Array.from({ length: 4 }, () => redeemAgain()),
    ]);
    expect(responses.map((response) => response.statusCode).every((status) => status === 200 || status === 409)).toBe(true);
    const check = await ledgerCheck(t.deps.dataSource, first.code);
    expect(check.pointsBalance).toBe(check.ledgerSum);
    expect(check.pointsBalance).toBeGreaterThanOrEqual(0);
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });
});

describe('refusals', () => {
  it('answers 401 without the representative’s session, on both doors, and changes nothing', async () => {
    const { id } = await redeemed();
    for (const [method, url] of [
      ['GET', '/api/admin/redemptions'],
      ['POST', `/api/admin/redemptions/${id}/fulfil`],
      ['POST', `/api/admin/redemptions/${id}/cancel`],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { reason: 'x' } } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
    await expect(t.caller.redemptionsAdmin.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.redemptionsAdmin.fulfil({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.redemptionsAdmin.cancel({ id, reason: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [row] = await t.deps.dataSource.query(`SELECT status FROM loyalty_redemption WHERE id = $1`, [id]);
    expect(row.status).toBe('issued');
  });

  it('refuses bad input with a 4xx naming the field, and unknown ids with 404', async () => {
    const { id, code } = await redeemed();
    const before = await ledgerCheck(t.deps.dataSource, code);
    const cases: Array<[Promise<{ statusCode: number; json(): { error: { field?: string } } }>, number, string]> = [
      [cancel(id, {}), 400, 'reason'],
      [cancel(id, { reason: '   ' }), 400, 'reason'],
      [cancel(id, { reason: 'x'.repeat(501) }), 400, 'reason'],
      [cancel(id, { reason: 'bad \u0000 byte' }), 400, 'reason'],
      [fulfil(id, { note: 'x'.repeat(501) }), 400, 'note'],
      [fulfil(id, { note: 42 }), 400, 'note'],
      [fulfil(id, { note: 'ok', extra: true }), 400, ''],
      [fulfil('abc'), 400, 'id'],
      [fulfil('0'), 400, 'id'],
      [fulfil('99999999999'), 400, 'id'],
      [list('status=lost'), 400, 'status'],
      [list('limit=0'), 400, 'limit'],
      [list(`code=${'x'.repeat(41)}`), 400, 'code'],
      [fulfil(2_000_000_000), 404, 'id'],
      [cancel(2_000_000_000, { reason: 'Gone' }), 404, 'id'],
    ];
    for (const [pending, status, field] of cases) {
      const response = await pending;
      expect(response.statusCode).toBe(status);
      if (field) expect(response.json().error.field).toBe(field);
    }
    expect(await ledgerCheck(t.deps.dataSource, code)).toEqual(before);
    const [row] = await t.deps.dataSource.query(`SELECT status FROM loyalty_redemption WHERE id = $1`, [id]);
    expect(row.status).toBe('issued');
  });
});
