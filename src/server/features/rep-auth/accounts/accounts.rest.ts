import { accountIdSchema, accountRoleInput, invitationIdSchema, invitationInput, staffPermissionsInput } from '../../../../shared/staff-accounts.js';
import { actingAccount } from '../../../core/acting-account.js';
import { parseInput } from '../../../http/parse-input.js';
import type { RestPlugin } from '../../../http/rest-routes.js';
import { backOffice } from '../back-office.js';
import { changeStaffPermissions } from '../staff-permissions.js';
import { changeAccountRole, inviteAccount, listAccounts, removeAccount } from './accounts.service.js';
import { listPendingInvitations, withdrawInvitation } from './pending-invitations.js';

/** The owner's screen of accounts: who may sign in, as what, and what staff may do. */
export const accountsRest: RestPlugin = async (app, deps) => {
  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('owner').preHandler(deps));

    scope.get('/api/admin/accounts', async (request) => listAccounts(deps.dataSource, actingAccount(request).accountId));

    scope.post('/api/admin/accounts/invitations', async (request, reply) => {
      return reply.status(201).send(await inviteAccount(deps, actingAccount(request).accountId, parseInput(invitationInput, request.body)));
    });

    scope.get('/api/admin/accounts/invitations', async () => ({ invitations: await listPendingInvitations(deps.dataSource) }));

    scope.delete<{ Params: { id: string } }>('/api/admin/accounts/invitations/:id', async (request) => {
      await withdrawInvitation(deps.dataSource, parseInput(invitationIdSchema, request.params.id));
      return { withdrawn: true };
    });

    scope.patch<{ Params: { id: string } }>('/api/admin/accounts/:id', async (request) => {
      const id = parseInput(accountIdSchema, request.params.id);
      await changeAccountRole(deps.dataSource, id, parseInput(accountRoleInput, request.body).role);
      return { changed: true };
    });

    scope.delete<{ Params: { id: string } }>('/api/admin/accounts/:id', async (request) => {
      await removeAccount(deps.dataSource, actingAccount(request).accountId, parseInput(accountIdSchema, request.params.id));
      return { removed: true };
    });

    scope.patch('/api/admin/staff-permissions', async (request) => changeStaffPermissions(deps.dataSource, parseInput(staffPermissionsInput, request.body)));
  });
};
