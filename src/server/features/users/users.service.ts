import type { DataSource, EntityManager } from 'typeorm';
import type { CreateUserInput, CreateUserOutput, User } from '../../../shared/users.js';
import { AppError } from '../../errors.js';
import { recordFunnelEvent } from '../analytics/api.js';
import { joinLoyalty } from '../loyalty/api.js';
import { QuizResponseEntity } from '../quiz/api.js';

interface UserRow {
  id: number;
  email: string;
  firstName: string;
  wantsCyclingGuide: boolean;
  consent: boolean;
  latestQuizResponseId: number | null;
  createdAt: Date;
  updatedAt: Date;
  created: boolean;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    wantsCyclingGuide: row.wantsCyclingGuide,
    consent: row.consent,
    quizResponseId: row.latestQuizResponseId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Inside the caller's transaction: creates the user for this email, or updates the returning
 * visitor's row (one statement, so two requests with one email cannot both insert), then links
 * the quiz response. An omitted opt-in keeps the visitor's earlier choice. Returns whether the
 * row is new.
 */
export async function saveUser(manager: EntityManager, input: CreateUserInput): Promise<{ user: User; created: boolean }> {
  const response = await manager.getRepository(QuizResponseEntity).findOne({ where: { id: input.quizResponseId }, select: { id: true } });
  if (!response) {
    throw new AppError('NOT_FOUND', 'quizResponseId: there is no quiz response with this id. Submit the quiz first.', 'quizResponseId');
  }
  const [row] = await manager.query<UserRow[]>(
    `INSERT INTO "user" ("email", "firstName", "wantsCyclingGuide", "consent", "latestQuizResponseId")
     VALUES ($1, $2, coalesce($3, false), coalesce($4, false), $5)
     ON CONFLICT ("email") DO UPDATE SET
       "firstName" = EXCLUDED."firstName",
       "wantsCyclingGuide" = coalesce($3, "user"."wantsCyclingGuide"),
       "consent" = coalesce($4, "user"."consent"),
       "latestQuizResponseId" = EXCLUDED."latestQuizResponseId",
       "updatedAt" = now()
     RETURNING "id", "email", "firstName", "wantsCyclingGuide", "consent", "latestQuizResponseId", "createdAt", "updatedAt", (xmax = 0) AS "created"`,
    [input.email, input.firstName, input.wantsCyclingGuide ?? null, input.consent ?? null, input.quizResponseId],
  );
  if (!row) throw new Error('user upsert returned no row');
  await manager.getRepository(QuizResponseEntity).update({ id: input.quizResponseId }, { userId: row.id });
  // A signup is a new address: a returning visitor's update is not counted again. The subject
  // is the user id; the address itself never goes into events or logs.
  if (row.created) {
    await recordFunnelEvent(manager, { type: 'email_captured', subject: String(row.id), details: { quizResponseId: input.quizResponseId } });
  }
  return { user: toUser(row), created: row.created };
}

/**
 * POST /api/users: the email capture after the quiz. In one transaction the user is saved and
 * enrolled in the loyalty programme (a returning member keeps their membership).
 */
export async function createOrUpdateUser(dataSource: DataSource, input: CreateUserInput): Promise<CreateUserOutput> {
  return dataSource.transaction(async (manager) => {
    const { user } = await saveUser(manager, input);
    const { member, created } = await joinLoyalty(manager, { email: user.email, firstName: user.firstName });
    return { user, loyalty: { loyaltyCode: created ? member.loyaltyCode : null, alreadyMember: !created } };
  });
}
