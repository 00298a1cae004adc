import { newPasswordSchema } from './rep-auth.js';
import { staffRoles } from './staff-access.js';
import { text } from './text.js';
import { emailSchema } from './users.js';
import { z } from './zod.js';

/** How long an invitation's link works. */
export const INVITATION_HOURS = 72;
/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;
/** How long the link confirming the owner's address works. */
export const OWNER_EMAIL_LINK_HOURS = 24;

const roleSchema = z.enum(staffRoles, { error: `role must be one of ${staffRoles.join(', ')}` });

export const invitationInput = z.object({ email: emailSchema, role: roleSchema }).strict();
export type InvitationInput = z.output<typeof invitationInput>;

/** A link's token: its id, a dot, its signature. */
const linkToken = text('The link').trim().min(1, 'The link is missing its token').max(200, 'That link is not one we sent');

export const acceptInvitationInput = z.object({ token: linkToken, password: newPasswordSchema }).strict();
export const passwordResetRequestInput = z.object({ email: emailSchema }).strict();
export const passwordResetInput = z.object({ token: linkToken, password: newPasswordSchema }).strict();
export const ownerEmailInput = z.object({ email: emailSchema }).strict();
export const linkTokenInput = z.object({ token: linkToken }).strict();

export const accountIdSchema = z.uuid({ error: 'Give the id of an account' });
export const accountRoleInput = z.object({ role: roleSchema }).strict();
export const staffPermissionsInput = z.object({ staffMaySendNewsletters: z.boolean().optional(), secondFactorRequired: z.boolean().optional() }).strict();
export const staffPermissionsSchema = z.object({ staffMaySendNewsletters: z.boolean(), secondFactorRequired: z.boolean() }).strict();

/** How many recovery codes a second factor comes with. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * Setting up (or replacing) an authenticator proves it is her, not just her session: her
 * password, and, when one is on already, a code from it or a recovery code (checked by the server).
 */
export const totpSetupInput = z
  .object({
    password: text('Your password').min(1, 'Enter your password').max(200),
    code: text('The code').trim().max(40, 'The code is at most 40 characters').optional(),
  })
  .strict();
export type TotpSetup = z.infer<typeof totpSetupInput>;
export const totpSetupOutput = z.object({ secret: text(), otpauthUrl: text() }).strict();
export const totpConfirmInput = z.object({ code: text('The code').trim().regex(/^[0-9]{6}$/, 'Enter the 6 digits your authenticator app shows') }).strict();
export const totpConfirmOutput = z.object({ recoveryCodes: z.array(text()).length(RECOVERY_CODE_COUNT) }).strict();

export const accountSchema = z
  .object({
    id: text(),
    email: text().nullable(),
    role: roleSchema,
    /** She signs in with a second factor. */
    secondFactor: z.boolean(),
    lastSignInAt: text().nullable(),
    createdAt: text(),
    /** The account asking. */
    isYou: z.boolean(),
  })
  .strict();
export type StaffAccount = z.infer<typeof accountSchema>;

export const invitationIdSchema = z.uuid({ error: 'Give the id of an invitation' });
export const withdrawInvitationInput = z.object({ id: invitationIdSchema }).strict();

/** An invitation not yet accepted, withdrawn or expired. */
export const invitationSchema = z
  .object({
    id: text(),
    email: text(),
    role: roleSchema,
    /** The account that sent it (its address is null for an owner who has not named hers yet). */
    invitedBy: z.object({ id: text(), email: text().nullable() }).strict().nullable(),
    createdAt: text(),
    expiresAt: text(),
  })
  .strict();
export type PendingInvitation = z.infer<typeof invitationSchema>;
export const invitationsOutput = z.object({ invitations: z.array(invitationSchema) }).strict();
export type InvitationsOutput = z.infer<typeof invitationsOutput>;

export const accountsOutput = z
  .object({
    accounts: z.array(accountSchema),
    invitations: z.array(invitationSchema),
    permissions: staffPermissionsSchema,
  })
  .strict();
export type AccountsOutput = z.infer<typeof accountsOutput>;

export const sessionSchema = z
  .object({
    id: text(),
    /** The browser and system, as its user agent says. */
    device: text(),
    /** The client address it was last seen from. */
    address: text().nullable(),
    lastSeenAt: text(),
    createdAt: text(),
    current: z.boolean(),
  })
  .strict();
export type StaffSession = z.infer<typeof sessionSchema>;
export const sessionsOutput = z.object({ sessions: z.array(sessionSchema) }).strict();
