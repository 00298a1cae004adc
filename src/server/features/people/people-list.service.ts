import type { DataSource } from 'typeorm';
import { normaliseLoyaltyCode } from '../../../shared/loyalty.js';
import type { PeopleFilterInput, PeopleListInput, PeopleListOutput, PersonSummary } from '../../../shared/people.js';
import { PEOPLE_SQL } from './person-sql.js';

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

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The WHERE of the filters, with its parameters numbered from `first`. */
function filterSql(filters: PeopleFilterInput, first = 1): { where: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  const parameter = (value: unknown) => {
    parameters.push(value);
    return `$${first + parameters.length - 1}`;
  };
  const query = filters.query?.trim().toLowerCase();
  if (query) {
    const contains = parameter(`%${likeEscaped(query)}%`);
    const code = parameter(`${likeEscaped(normaliseLoyaltyCode(query))}%`);
    conditions.push(`(p.email LIKE ${contains} OR lower(p."firstName") LIKE ${contains} OR p."loyaltyCode" LIKE ${code})`);
  }
  if (filters.confirmed !== undefined) conditions.push(`p."confirmedAt" IS ${filters.confirmed ? 'NOT ' : ''}NULL`);
  if (filters.member !== undefined) conditions.push(`p."memberId" IS ${filters.member ? 'NOT ' : ''}NULL`);
  if (filters.tier) conditions.push(`p."tierLevel" = ${parameter(filters.tier)}`);
  if (filters.pendingClaims !== undefined) {
    conditions.push(`${filters.pendingClaims ? '' : 'NOT '}EXISTS (SELECT 1 FROM purchase_claim c WHERE c."memberId" = p."memberId" AND c.status = 'pending')`);
  }
  if (filters.unsubscribed !== undefined) {
    conditions.push(`${filters.unsubscribed ? '' : 'NOT '}EXISTS (SELECT 1 FROM email_suppression s WHERE s.address = p.email AND s.reason = 'unsubscribed')`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}

/**
 * One page of people matching the search and filters, newest first, with the number of all that
 * match: one statement, so the page and the total agree.
 */
export async function listPeople(dataSource: DataSource, input: PeopleListInput): Promise<PeopleListOutput> {
  const { where, parameters } = filterSql(input, 3);
  const rows = await dataSource.query<PersonRow[]>(
    `WITH matched AS (SELECT p.* FROM (${PEOPLE_SQL}) p ${where})
     SELECT total.n AS total, page.* FROM (SELECT count(*)::int AS n FROM matched) total
       LEFT JOIN LATERAL (
         SELECT m.id, m.email, m."firstName", m."confirmedAt", m."createdAt", m."loyaltyCode", m."tierLevel", m."pointsBalance",
                (SELECT count(*)::int FROM purchase_claim c WHERE c."memberId" = m."memberId" AND c.status = 'pending') AS "pendingClaims",
                EXISTS (SELECT 1 FROM email_suppression s WHERE s.address = m.email AND s.reason = 'unsubscribed') AS unsubscribed
           FROM matched m ORDER BY m."createdAt" DESC, m.id LIMIT $1 OFFSET $2) page ON true`,
    [input.pageSize, (input.page - 1) * input.pageSize, ...parameters],
  );
  return { people: rows.filter((row) => row.id !== null).map(toSummary), total: rows[0]?.total ?? 0 };
}

/** Every person matching the filters (the CSV export), newest first, a batch at a time. */
export async function* allPeople(dataSource: DataSource, filters: PeopleFilterInput, batchSize = 1000): AsyncGenerator<PersonSummary[]> {
  for (let page = 1; ; page++) {
    const { people } = await listPeople(dataSource, { ...filters, page, pageSize: batchSize });
    if (people.length > 0) yield people;
    if (people.length < batchSize) return;
  }
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
