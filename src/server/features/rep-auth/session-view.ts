import type { FastifyRequest } from 'fastify';
import type { RepSessionOutput } from '../../../shared/rep-auth.js';
import type { StaffRole } from '../../../shared/staff-access.js';
import type { AppDeps } from '../../core/app-deps.js';
import { readRepToken } from './rep-session-cookie.js';
import { signedInAccount } from './signed-in-account.js';
import { readStaffPermissions } from './staff-permissions.js';

/** Who the request's cookie signs in, for the dashboard to choose what to show. */
export async function sessionView(deps: AppDeps, request: FastifyRequest): Promise<RepSessionOutput> {
  const account = await signedInAccount(deps.dataSource, readRepToken(request), request.ip);
  return account ? accountView(deps, account) : { signedIn: false };
}

export async function accountView(deps: AppDeps, account: { email: string | null; role: StaffRole; secondFactor: boolean }): Promise<RepSessionOutput> {
  const { staffMaySendNewsletters, secondFactorRequired } = await readStaffPermissions(deps.dataSource);
  const { email, role, secondFactor } = account;
  return { signedIn: true, account: { email, role, staffMaySendNewsletters, secondFactor, secondFactorRequired, needsEmail: email === null } };
}
