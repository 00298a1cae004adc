import type { DataSource, EntityManager } from 'typeorm';
import { PROFILE_LIST_LIMIT, type PersonNote, type PersonProfile } from '../../../shared/people.js';
import { AppError } from '../../errors.js';
import { suppressionReason } from '../../mail/recipient-sql.js';
import { hasMarketingConsent } from '../email/api.js';
import { lockMember, memberDetails } from '../loyalty/api.js';
import { listSurveyFollowUps } from '../survey/api.js';
import { emailRowDetails } from '../users/api.js';
import { consentOf, emailsTo, iso, type Limit, loyaltyOf, outcomeAnswersOf, quizResultsOf, redemptionsOf, surveyAnswersOf } from './person-profile-parts.js';
import { personById, type PersonKeys } from './person-sql.js';
import { queryRows, sql } from '../../db/sql.js';

export const PERSON_NOT_FOUND = 'There is no person with this id (they may have been erased)';

/** The person this uuid names, or a 404 naming `id`. With `lock`, their membership row stays locked for the caller's transaction. */
export async function findPerson(manager: EntityManager, id: string, options: { lock?: boolean } = {}): Promise<PersonKeys> {
  const [found] = await queryRows(manager, personById(id.toLowerCase()));
  // Every branch of the lookup has an id; the lint reads the UNION's as nullable.
  if (!found?.id) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND, 'id');
  const person: PersonKeys = { ...found, id: found.id };
  if (options.lock && person.memberId !== null) {
    // Locked like every writer of points does (loyalty's lockMembers): the membership first.
    const [locked] = await queryRows(manager, lockMember(person.memberId));
    if (!locked) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND, 'id');
  }
  return person;
}

/** The uuids a person's notes may be written under. */
export const noteKeys = (person: PersonKeys) => [person.userPersonId, person.memberPersonId].filter((key): key is string => key !== null);

export async function notesOf(manager: EntityManager, person: PersonKeys): Promise<PersonNote[]> {
  const rows = await queryRows(manager, sql<{ id: string; text: string; createdAt: Date }>`SELECT id::text, text, "createdAt" FROM person_note WHERE "personId" = ANY(${noteKeys(person)}::uuid[]) ORDER BY id`);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    createdAt: iso(row.createdAt)!,
  }));
}

/** Everything the back-office shows of one person, read in one snapshot. */
export async function getPersonProfile(dataSource: DataSource, id: string): Promise<PersonProfile> {
  return dataSource.transaction('REPEATABLE READ', async (manager) => profileOf(manager, await findPerson(manager, id), PROFILE_LIST_LIMIT));
}

/** The person's profile, with at most `limit` of each list (null: every row). */
export async function profileOf(manager: EntityManager, person: PersonKeys, limit: Limit): Promise<PersonProfile> {
  const [details] = await queryRows(manager, person.userId !== null ? emailRowDetails(person.userId) : memberDetails(person.memberId!));
  const email = details!.email;
  const [quizResults, emails, consent, loyalty, redemptions, surveyAnswers, outcomeAnswers, surveyFollowUps, notes, suppressed, marketingConsent] = [
    await quizResultsOf(manager, person.userId, limit),
    await emailsTo(manager, email, limit),
    await consentOf(manager, email),
    await loyaltyOf(manager, person.memberId, limit),
    await redemptionsOf(manager, person.memberId, limit),
    await surveyAnswersOf(manager, person.userId),
    await outcomeAnswersOf(manager, person.userId),
    person.userId === null ? [] : (await listSurveyFollowUps(manager, { userId: person.userId })).followUps,
    await notesOf(manager, person),
    email ? ((await queryRows(manager, suppressionReason(email)))[0]?.reason ?? null) : null,
    email ? await hasMarketingConsent(manager, email) : false,
  ];
  return {
    id: person.id,
    email,
    firstName: details!.firstName,
    confirmedAt: iso(details!.confirmedAt),
    createdAt: iso(details!.createdAt)!,
    wantsCyclingGuide: details!.wantsCyclingGuide,
    marketingConsent,
    suppressed,
    quizResults,
    emails,
    consent,
    loyalty,
    redemptions,
    surveyAnswers,
    outcomeAnswers,
    surveyFollowUps,
    notes,
  };
}
