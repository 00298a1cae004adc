import type { DataSource } from 'typeorm';
import { type Segment, type SegmentInput, type SegmentPerson, type SegmentRules, segmentRulesSchema } from '../../../../shared/segments.js';
import { isForeignKeyViolation } from '../../../db/postgres-errors.js';
import { AppError } from '../../../errors.js';
import { spreadsheetCsv } from '../../../http/spreadsheet-csv.js';
import { ACCEPTS_NEWSLETTERS, segmentQuery } from './segment-sql.js';
import { SegmentEntity } from './segment.entity.js';
import { composedStatement, execute, queryRows, sql } from '../../../db/sql.js';

/** People a segment's page lists; the CSV holds them all. */
const PEOPLE_SHOWN = 200;

const NOT_FOUND = 'No segment with this id. It may have been deleted.';

function toSegment(row: SegmentEntity): Segment {
  return { id: row.id, name: row.name, match: row.match, conditions: row.conditions, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/**
 * How many people the conditions hold, and how many of them accept newsletters: one scan of
 * `segment_person`, run by one process (a count typed live should not take every core from the
 * other requests, and "bought a product"'s lists would be built again by each parallel worker).
 */
export async function countSegment(dataSource: DataSource, rules: SegmentRules): Promise<{ count: number; reachable: number }> {
  const { fromWhere, values } = segmentQuery(rules);
  return dataSource.transaction(async (manager) => {
    await execute(manager, sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    // Composed: the conditions are the representative's (their values stay parameters).
    const [row] = await queryRows(
      manager,
      composedStatement<{ count: number; reachable: number }>(`SELECT count(*)::int AS count, (count(*) FILTER (WHERE ${ACCEPTS_NEWSLETTERS}))::int AS reachable ${fromWhere}`, values),
    );
    return row!;
  });
}

async function findSegment(dataSource: DataSource, id: number): Promise<SegmentEntity> {
  const row = await dataSource.getRepository(SegmentEntity).findOneBy({ id });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND, 'id');
  return row;
}

/** Stored rules read back through their schema: a segment saved by an older version that no longer parses is refused, not run. */
function rulesOf(row: SegmentEntity): SegmentRules {
  const parsed = segmentRulesSchema.safeParse({ match: row.match, conditions: row.conditions });
  if (!parsed.success) throw new AppError('CONFLICT', 'This segment uses a condition the shop no longer knows. Make it again.', 'id');
  return parsed.data;
}

export async function createSegment(dataSource: DataSource, input: SegmentInput) {
  const row = await dataSource.getRepository(SegmentEntity).save({ name: input.name, match: input.match, conditions: input.conditions });
  return { segment: toSegment(row), ...(await countSegment(dataSource, input)) };
}

export async function getSegment(dataSource: DataSource, id: number) {
  const row = await findSegment(dataSource, id);
  return { segment: toSegment(row), ...(await countSegment(dataSource, rulesOf(row))) };
}

export async function listSegments(dataSource: DataSource): Promise<{ segments: Segment[] }> {
  const rows = await dataSource.getRepository(SegmentEntity).find({ order: { name: 'ASC', id: 'ASC' } });
  return { segments: rows.map(toSegment) };
}

/** Deletes a segment no campaign uses (a campaign keeps its audience: 409 while one names it). */
export async function deleteSegment(dataSource: DataSource, id: number): Promise<{ deleted: true }> {
  try {
    const { affected } = await dataSource.getRepository(SegmentEntity).delete({ id });
    if (!affected) throw new AppError('NOT_FOUND', NOT_FOUND, 'id');
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', 'A newsletter is addressed to this segment. Choose another audience there first.', 'id');
    throw error;
  }
  return { deleted: true };
}

async function peopleOf(dataSource: DataSource, id: number, limit: number | null): Promise<SegmentPerson[]> {
  const { fromWhere, values } = segmentQuery(rulesOf(await findSegment(dataSource, id)));
  // Composed: the conditions are the representative's (their values stay parameters). LIMIT NULL is no limit.
  return queryRows(
    dataSource,
    composedStatement<SegmentPerson>(
      `SELECT p."personId"::text AS "personId", p.email, p.confirmed, ${ACCEPTS_NEWSLETTERS} AS "acceptsNewsletters"
       ${fromWhere} ORDER BY p.email NULLS LAST, p."personId" LIMIT $${values.length + 1}`,
      [...values, limit],
    ),
  );
}

/** The first people of a segment, for its page. */
export async function segmentPeople(dataSource: DataSource, id: number): Promise<{ people: SegmentPerson[] }> {
  return { people: await peopleOf(dataSource, id, PEOPLE_SHOWN) };
}

export async function segmentPeopleCsv(dataSource: DataSource, id: number): Promise<string> {
  const people = await peopleOf(dataSource, id, null);
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return spreadsheetCsv([['Email', 'Confirmed', 'Accepts newsletters'], ...people.map((person) => [person.email ?? '', yesNo(person.confirmed), yesNo(person.acceptsNewsletters)])]);
}
