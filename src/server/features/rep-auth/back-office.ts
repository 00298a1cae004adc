import type { FastifyRequest } from 'fastify';
import { backOfficeAreas, type BackOfficeArea, ROLE_REFUSED_MESSAGE, roleMayUse, SECOND_FACTOR_SETUP_MESSAGE } from '../../../shared/staff-access.js';
import { actAs } from '../../core/acting-account.js';
import type { AppDeps } from '../../core/app-deps.js';
import { definePolicy } from '../../core/request-policy.js';
import { AppError } from '../../errors.js';
import { readRepToken } from './rep-session-cookie.js';
import { type SignedInAccount, signedInAccount } from './signed-in-account.js';
import { readStaffPermissions } from './staff-permissions.js';

export const SIGN_IN_NEEDED_MESSAGE = 'Sign in to the back-office to see this.';

/** The signed-in account, or 401: the check every back-office request starts with. */
export async function requireAccount(deps: AppDeps, request: FastifyRequest): Promise<SignedInAccount> {
  const account = await signedInAccount(deps.dataSource, readRepToken(request), request.ip);
  if (!account) throw new AppError('UNAUTHORIZED', SIGN_IN_NEEDED_MESSAGE);
  actAs(request, account);
  return account;
}

function policyFor(area: BackOfficeArea) {
  return definePolicy(async (deps, request) => {
    const account = await requireAccount(deps, request);
    if (area === 'own-account') return;
    // The owner's decisions are read only when they can matter: an account without a second
    // factor (is one required?), staff sending newsletters (may they?).
    const needsPermissions = !account.secondFactor || (account.role === 'staff' && area === 'newsletter-sending');
    const permissions = needsPermissions ? await readStaffPermissions(deps.dataSource) : undefined;
    if (permissions?.secondFactorRequired && !account.secondFactor) throw new AppError('FORBIDDEN', SECOND_FACTOR_SETUP_MESSAGE);
    if (!roleMayUse(account.role, area, permissions ?? { staffMaySendNewsletters: false, secondFactorRequired: false })) throw new AppError('FORBIDDEN', ROLE_REFUSED_MESSAGE);
  });
}

const policies = new Map(backOfficeAreas.map((area) => [area, policyFor(area)]));

/**
 * The rule of a back-office route or procedure: signed in (401 otherwise) with a role that may
 * use `area` (403 otherwise), decided by shared/staff-access.ts. `.middleware` on tRPC,
 * `.preHandler(deps)` on REST, as every request policy.
 */
export function backOffice(area: BackOfficeArea): ReturnType<typeof definePolicy> {
  const policy = policies.get(area);
  if (!policy) throw new Error(`no back-office area ${area}`);
  return policy;
}
