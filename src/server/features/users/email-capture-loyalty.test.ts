import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { LoyaltyMemberEntity } from '../loyalty/api.js';
import { acneModerateAnswers, newSessionId } from '../../../../test/support/quiz-test-data.js';

const t = useTestApp();

async function capture(email: string) {
  const { quizResponseId } = await t.caller.quiz.submit({ sessionId: newSessionId(), responses: acneModerateAnswers, userId: null });
  return t.app.inject({ method: 'POST', url: '/api/users', payload: { email, firstName: 'Lena', wantsCyclingGuide: false, quizResponseId } });
}

describe('loyalty enrolment at email capture', () => {
  it('enrols a new email and hands its code to that visitor only', async () => {
    const first = await capture('Lena@Example.com');
    expect(first.statusCode).toBe(200);
    const { loyalty } = first.json();
    expect(loyalty).toEqual({ loyaltyCode: expect.stringMatching(/^GLOW-[A-Z0-9]{4}-[A-Z0-9]{4}$/), alreadyMember: false });
    const member = await t.db.dataSource.getRepository(LoyaltyMemberEntity).findOneByOrFail({ email: 'lena@example.com' });
    expect(member.loyaltyCode).toBe(loyalty.loyaltyCode);

    // The same email again (anyone could type it): same single membership, no code given out.
    const again = await capture('lena@example.com');
    expect(again.json().loyalty).toEqual({ loyaltyCode: null, alreadyMember: true });
    expect(again.body).not.toContain(loyalty.loyaltyCode);
    expect(await t.db.dataSource.getRepository(LoyaltyMemberEntity).countBy({ email: 'lena@example.com' })).toBe(1);
  });

  it('leaves no member behind when the email capture fails', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: { email: 'ghost@example.com', firstName: 'Gus', quizResponseId: 2_000_000_000 } });
    expect(response.statusCode).toBe(404);
    expect(await t.db.dataSource.getRepository(LoyaltyMemberEntity).countBy({ email: 'ghost@example.com' })).toBe(0);
  });
});
