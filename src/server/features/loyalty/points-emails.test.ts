import { afterAll, describe, expect, it } from 'vitest';
import { startMailSink } from '../../../../test/support/mail-sink.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { asRep, claimIdOf, newMember, send, uniqueOrderNumber } from '../../../../test/support/loyalty-test-helpers.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';

const sink = await startMailSink();
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });
afterAll(() => sink.close());

const member = async (name: string) => {
  const code = await newMember(t.deps.dataSource, name);
  const { email } = await t.deps.dataSource.getRepository(LoyaltyMemberEntity).findOneByOrFail({ loyaltyCode: code });
  return { code, email: email! };
};

/** A pending claim of $25.00 (25 points at the default rate), as the member adds it on /loyalty. */
async function claim(code: string): Promise<{ claimId: string; orderNumber: string }> {
  const orderNumber = uniqueOrderNumber('MAIL');
  const response = await send(t.app, { method: 'POST', url: '/api/loyalty/purchase', payload: { loyaltyCode: code, avonOrderNumber: orderNumber, avonOrderTotal: 2500 } });
  expect(response.statusCode, response.body).toBe(200);
  return { claimId: claimIdOf(response.json().transaction), orderNumber };
}

const queued = async (template: string, occasion: string) =>
  (await t.deps.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM email_message WHERE template = $1 AND occasion = $2`, [template, occasion]))[0]!.n;

const mailTo = async (address: string, subject: string) => {
  await sink.waitFor(() => sink.to(address).some((message) => message.parsed.subject === subject));
  return sink.to(address).filter((message) => message.parsed.subject === subject);
};

describe('a member is emailed when her points move', () => {
  it('an approved claim: the points, the order and the new balance, once', async () => {
    const { code, email } = await member('Iris');
    const { claimId, orderNumber } = await claim(code);
    const approved = await asRep(t, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [claimId] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await asRep(t, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [claimId] })).statusCode).toBe(409);

    const [message, ...more] = await mailTo(email, 'Your purchase points are yours to spend');
    expect(more).toHaveLength(0);
    expect(message!.parsed.text).toContain(orderNumber);
    expect(message!.parsed.text).toContain('25 points are now yours to spend');
    expect(message!.parsed.text).toContain('Your balance: 25 points.');
    expect(await queued('claim-approved', `claim-approved:${claimId}`)).toBe(1);
  });

  it('a rejected claim: the reason and the balance, once', async () => {
    const { code, email } = await member('Juno');
    const { claimId, orderNumber } = await claim(code);
    const rejected = await asRep(t, 'POST', '/api/admin/loyalty/claims/reject', { claimIds: [claimId], reason: 'The order number is not ours' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await asRep(t, 'POST', '/api/admin/loyalty/claims/reject', { claimIds: [claimId], reason: 'Again' })).statusCode).toBe(409);

    const [message, ...more] = await mailTo(email, 'Your purchase claim was not approved');
    expect(more).toHaveLength(0);
    expect(message!.parsed.text).toContain(orderNumber);
    expect(message!.parsed.text).toContain('The order number is not ours');
    expect(message!.parsed.text).toContain('Your balance: 0 points.');
    expect(await queued('claim-rejected', `claim-rejected:${claimId}`)).toBe(1);
  });

  it('a points adjustment: each one its own email, with the reason and the new balance', async () => {
    const { code, email } = await member('Kaia');
    const added = await asRep(t, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, points: 120, reason: 'Sorry for the late parcel' });
    expect(added.statusCode, added.body).toBe(201);
    const [message] = await mailTo(email, 'Points were added to your balance');
    expect(message!.parsed.text).toContain('120 points were added');
    expect(message!.parsed.text).toContain('Sorry for the late parcel');
    expect(message!.parsed.text).toContain('Your balance: 120 points.');

    const corrected = await asRep(t, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, points: -20, reason: 'Counted twice' });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const [correction] = await mailTo(email, 'Your points balance was corrected');
    expect(correction!.parsed.text).toContain('20 points were taken off');
    expect(correction!.parsed.text).toContain('Your balance: 100 points.');
    const rows = await t.deps.dataSource.query<Array<{ occasion: string }>>(`SELECT occasion FROM email_message WHERE recipient = $1 AND template = 'points-adjusted'`, [email]);
    expect(rows.map((row) => row.occasion).sort()).toEqual([`points-adjusted:${added.json().transaction.id}`, `points-adjusted:${corrected.json().transaction.id}`].sort());
  });

  it('a member without an address: the change is made, no email is queued', async () => {
    const code = `NOMAIL-${Date.now().toString(36).toUpperCase()}`;
    await t.deps.dataSource.getRepository(LoyaltyMemberEntity).save({ loyaltyCode: code, firstName: 'Lumi', email: null, confirmedAt: new Date() });
    const before = (await t.deps.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM email_message`))[0]!.n;
    const { claimId } = await claim(code);
    expect((await asRep(t, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [claimId] })).statusCode).toBe(200);
    expect((await asRep(t, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, points: 5, reason: 'Welcome gift' })).statusCode).toBe(201);
    const after = (await t.deps.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM email_message`))[0]!.n;
    expect(after).toBe(before);
  });
});
