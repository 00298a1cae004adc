import type { DataSource } from 'typeorm';
import { normaliseLoyaltyCode } from '../../../shared/loyalty.js';
import type { PeopleFilterInput, PeopleListInput, PeopleListOutput, PersonSummary } from '../../../shared/people.js';
import { EMAIL_ROW_PEOPLE_SQL, MEMBER_ONLY_PEOPLE_SQL, PEOPLE_SQL } from './person-sql.js';
import { containsPattern, likeEscaped } from '../../db/like-pattern.js';
import { unsubscribedSql } from '../../mail/recipient-sql.js';
import { hasPendingClaimSql, pendingClaimCountSql } from '../loyalty/api.js';
import { composedStatement, queryRows } from '../../db/sql.js';

interface PersonRow {
  total: number;
  id: string | null;
  email: string | null;
  firstName: string | null;
  confirmedAt: Date | null;
  createdAt: Date;
  loyaltyCode: string | null;
  tierLevel: PersonSummary['tierLevel'];
  pointsBalance: number | null;
  pendingClaims: number;
  unsubscribed: boolean;
}

/**
 * The WHERE of the filters, with its parameters numbered from `first`, and the WITH its search
 * needs: the ids of the people matching, found once however often the statement uses them.
 */
function filterSql(filters: PeopleFilterInput, first = 1): { with: string; where: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  let search = '';
  const parameter = (value: unknown) => {
    parameters.push(value);
    return `$${first + parameters.length - 1}`;
  };
  const query = filters.query?.trim().toLowerCase();
  if (query) {
    const contains = parameter(containsPattern(query));
    const code = parameter(`${likeEscaped(normaliseLoyaltyCode(query))}%`);
    // Each part of the search is one table's, which its trigram indexes answer. A membership found
    // names its person: the email row sharing its address when there is one.
    search = `WITH found AS MATERIALIZED (
      SELECT u."personId" AS id FROM email_rows u WHERE u.email LIKE ${contains} OR lower(u."firstName") LIKE ${contains}
      UNION SELECT coalesce(u."personId", m."personId") FROM memberships m LEFT JOIN email_rows u ON u.email = m.email
             WHERE m.email LIKE ${contains} OR lower(m."firstName") LIKE ${contains} OR m."loyaltyCode" LIKE ${code})`;
    conditions.push(`p.id IN (SELECT id FROM found)`);
  }
  if (filters.confirmed !== undefined) conditions.push(`p."confirmedAt" IS ${filters.confirmed ? 'NOT ' : ''}NULL`);
  if (filters.member !== undefined) conditions.push(`p."memberId" IS ${filters.member ? 'NOT ' : ''}NULL`);
  if (filters.tier) conditions.push(`p."tierLevel" = ${parameter(filters.tier)}`);
  if (filters.pendingClaims !== undefined) {
    conditions.push(`${filters.pendingClaims ? '' : 'NOT '}${hasPendingClaimSql('p."memberId"')}`);
  }
  if (filters.unsubscribed !== undefined) {
    conditions.push(`${filters.unsubscribed ? '' : 'NOT '}${unsubscribedSql('p.email')}`);
  }
  return { with: search, where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}

/**
 * One page of people matching the search and filters, newest first, with the number of all that
 * match: one statement, so the page and the total agree.
 */
export async function listPeople(dataSource: DataSource, input: PeopleListInput): Promise<PeopleListOutput> {
  const { with: search, where, parameters } = filterSql(input, 3);
  // Each half of the people (email rows, members without one) is counted and read on its own,
  // in creation order by its index and cut at the page's end, so the two halves merge into the
  // page without sorting everyone; the per-row figures are looked up for the page's rows only.
  const total = [EMAIL_ROW_PEOPLE_SQL, MEMBER_ONLY_PEOPLE_SQL].map((half) => `(SELECT count(*)::int FROM (${half}) p ${where})`).join(' + ');
  const pages = [EMAIL_ROW_PEOPLE_SQL, MEMBER_ONLY_PEOPLE_SQL]
    .map((half) => `(SELECT p.* FROM (${half}) p ${where} ORDER BY p."createdAt" DESC, p.id DESC LIMIT $1::int + $2::int)`)
    .join(' UNION ALL ');
  // Composed: the filters chosen add conditions, and the claim and unsubscribe figures are loyalty's and the outbox's fragments.
  const rows = await queryRows(
    dataSource,
    composedStatement<PersonRow>(
      `${search} SELECT total.n AS total, page.* FROM (SELECT ${total} AS n) total
       LEFT JOIN LATERAL (
         SELECT q.id, q.email, q."firstName", q."confirmedAt", q."createdAt", q."loyaltyCode", q."tierLevel", q."pointsBalance",
                ${pendingClaimCountSql('q."memberId"')} AS "pendingClaims",
                ${unsubscribedSql('q.email')} AS unsubscribed
           FROM (SELECT * FROM (${pages}) merged ORDER BY "createdAt" DESC, id DESC LIMIT $1 OFFSET $2) q) page ON true
      ORDER BY page."createdAt" DESC, page.id DESC`,
      [input.pageSize, (input.page - 1) * input.pageSize, ...parameters],
    ),
  );
  return { people: rows.filter((row) => row.id !== null).map(toSummary), total: rows[0]?.total ?? 0 };
}

/** Every person matching the filters (the CSV export), newest first, in one statement: no count, no offsets. */
export async function allPeople(dataSource: DataSource, filters: PeopleFilterInput): Promise<PersonSummary[]> {
  const { with: search, where, parameters } = filterSql(filters, 1);
  // Composed as the list above.
  const rows = await queryRows(
    dataSource,
    composedStatement<PersonRow>(
      `${search} SELECT q.id, q.email, q."firstName", q."confirmedAt", q."createdAt", q."loyaltyCode", q."tierLevel", q."pointsBalance",
            ${pendingClaimCountSql('q."memberId"')} AS "pendingClaims",
            ${unsubscribedSql('q.email')} AS unsubscribed
       FROM (SELECT p.* FROM (${PEOPLE_SQL}) p ${where}) q ORDER BY q."createdAt" DESC, q.id DESC`,
      parameters,
    ),
  );
  return rows.map(toSummary);
}

function toSummary(row: PersonRow): PersonSummary {
  return {
    id: row.id!,
    email: row.email,
    firstName: row.firstName,
    confirmedAt: row.confirmedAt ? new Date(row.confirmedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    loyaltyCode: row.loyaltyCode,
    tierLevel: row.tierLevel,
    pointsBalance: row.pointsBalance,
    pendingClaims: row.pendingClaims ?? 0,
    unsubscribed: row.unsubscribed ?? false,
  };
}
