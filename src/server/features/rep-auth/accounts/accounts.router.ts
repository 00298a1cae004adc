import { z } from 'zod';
import {
  accountIdSchema,
  accountRoleInput,
  accountsOutput,
  invitationInput,
  invitationsOutput,
  staffPermissionsInput,
  staffPermissionsSchema,
  withdrawInvitationInput,
} from '../../../../shared/staff-accounts.js';
import { text } from '../../../../shared/text.js';
import { actingAccount } from '../../../core/acting-account.js';
import { publicProcedure, router } from '../../../trpc/init.js';
import { backOffice } from '../back-office.js';
import { changeStaffPermissions } from '../staff-permissions.js';
import { changeAccountRole, inviteAccount, listAccounts, removeAccount } from './accounts.service.js';
import { listPendingInvitations, withdrawInvitation } from './pending-invitations.js';

const ownerProcedure = publicProcedure.use(backOffice('owner').middleware);

export const accountsRouter = router({
  list: ownerProcedure.output(accountsOutput).query(({ ctx }) => listAccounts(ctx.deps.dataSource, actingAccount(ctx.req).accountId)),

  invite: ownerProcedure
    .input(invitationInput)
    .output(z.object({ id: text(), expiresAt: text() }).strict())
    .mutation(({ ctx, input }) => inviteAccount(ctx.deps, actingAccount(ctx.req).accountId, input)),

  invitations: ownerProcedure.output(invitationsOutput).query(async ({ ctx }) => ({ invitations: await listPendingInvitations(ctx.deps.dataSource) })),

  withdrawInvitation: ownerProcedure
    .input(withdrawInvitationInput)
    .output(z.object({ withdrawn: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await withdrawInvitation(ctx.deps.dataSource, input.id);
      return { withdrawn: true as const };
    }),

  changeRole: ownerProcedure
    .input(accountRoleInput.extend({ id: accountIdSchema }))
    .output(z.object({ changed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await changeAccountRole(ctx.deps.dataSource, input.id, input.role);
      return { changed: true as const };
    }),

  remove: ownerProcedure
    .input(z.object({ id: accountIdSchema }).strict())
    .output(z.object({ removed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removeAccount(ctx.deps.dataSource, actingAccount(ctx.req).accountId, input.id);
      return { removed: true as const };
    }),

  changePermissions: ownerProcedure
    .input(staffPermissionsInput)
    .output(staffPermissionsSchema)
    .mutation(({ ctx, input }) => changeStaffPermissions(ctx.deps.dataSource, input)),
});
