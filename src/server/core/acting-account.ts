import { requestContext } from '@fastify/request-context';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../shared/staff-access.js';
import { AppError } from '../errors.js';

/** A signed-in back-office account, as one request sees it. */
export interface ActingAccount {
  accountId: string;
  sessionId: string;
  email: string | null;
  role: StaffRole;
  /** She signs in with a second factor. */
  secondFactor: boolean;
}

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The back-office account this request acts for, once its sign-in was checked. */
    account: ActingAccount;
  }
}

/**
 * Remembers which account the request acts for, so its handler and the change history can name
 * her without every service passing her along. The store is the request's own
 * (@fastify/request-context, registered in app.ts).
 */
export function actAs(request: FastifyRequest, account: ActingAccount): void {
  request.requestContext?.set('account', account);
}

/** The account a back-office route's policy let through (see rep-auth/back-office.ts). */
export function actingAccount(request: FastifyRequest): ActingAccount {
  const account = request.requestContext?.get('account');
  if (!account) throw new AppError('UNAUTHORIZED', 'Sign in to the back-office to see this.');
  return account;
}

/** The account the current request acts for; null outside a request (scheduled work). */
export function actingAccountId(): string | null {
  return requestContext.get('account')?.accountId ?? null;
}
