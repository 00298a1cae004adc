// The statements other features run on email rows and confirmation links (a person's profile,
// export and erasure, the leads list, emails that carry a link), written here beside the tables.
import { sql } from '../../db/sql.js';
import type { PendingDetails } from './email-confirmation.entity.js';

/** Locks her email row, as the email confirmation takes it: before her membership. */
export const lockEmailRow = (userId: number) => sql<{ id: number }>`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`;

/** What her profile shows of her email row. */
export const emailRowDetails = (userId: number) =>
  sql<{ email: string; firstName: string; confirmedAt: Date | null; createdAt: Date; wantsCyclingGuide: boolean }>`SELECT email, "firstName", "emailConfirmedAt" AS "confirmedAt", "createdAt", "wantsCyclingGuide" FROM "user" WHERE id = ${userId}`;

/** Erasure: her email row; survey answers go with it (ON DELETE CASCADE). */
export const deleteEmailRow = (userId: number) => sql`DELETE FROM "user" WHERE id = ${userId}`;

/** The confirmation links sent to an address, oldest first (the personal-data export). */
export const confirmationsTo = (address: string) =>
  sql<{ createdAt: Date; expiresAt: Date; usedAt: Date | null; details: PendingDetails }>`SELECT "createdAt", "expiresAt", "usedAt", details FROM email_confirmation WHERE address = ${address} ORDER BY id`;

/** Erasure: the confirmation links sent to an address. */
export const deleteConfirmationsTo = (address: string) => sql`DELETE FROM email_confirmation WHERE address = ${address}`;

/** A row when the confirmation link is still on file (an email that carries it is not sent once it is gone). */
export const confirmationExists = (confirmationId: number) => sql<{ '?column?': number }>`SELECT 1 FROM email_confirmation WHERE "id" = ${confirmationId}`;

/** The latest quiz result of the email row with this address. */
export const latestQuizOfAddress = (address: string) => sql<{ id: number | null }>`SELECT "latestQuizResponseId" AS id FROM "user" WHERE "email" = ${address}`;

/** Everyone who left an email after the quiz, newest first, at most `limit` (null: all). */
export const leads = (limit: number | null) =>
  sql<{ id: number; firstName: string; email: string; confirmed: boolean; wantsCyclingGuide: boolean; createdAt: Date }>`SELECT u."id", u."firstName", u."email", u."emailConfirmedAt" IS NOT NULL AS "confirmed", u."wantsCyclingGuide", u."createdAt"
     FROM "user" u ORDER BY u."createdAt" DESC, u."id" DESC LIMIT ${limit}`;
