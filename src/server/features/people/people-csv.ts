import type { DataSource } from 'typeorm';
import type { PeopleFilterInput } from '../../../shared/people.js';
import { spreadsheetCsv } from '../../http/spreadsheet-csv.js';
import { allPeople } from './people-list.service.js';

const HEADER = ['id', 'email', 'firstName', 'confirmedAt', 'createdAt', 'loyaltyCode', 'tierLevel', 'pointsBalance', 'pendingClaims', 'unsubscribed'];

/** The people list as filtered, every page of it, as a spreadsheet-safe CSV. */
export async function exportPeopleCsv(dataSource: DataSource, filters: PeopleFilterInput): Promise<string> {
  const people = await allPeople(dataSource, filters);
  const rows = people.map((person) => [
    person.id,
    person.email ?? '',
    person.firstName ?? '',
    person.confirmedAt ?? '',
    person.createdAt,
    person.loyaltyCode ?? '',
    person.tierLevel ?? '',
    person.pointsBalance === null ? '' : String(person.pointsBalance),
    String(person.pendingClaims),
    person.unsubscribed ? 'yes' : 'no',
  ]);
  return spreadsheetCsv([HEADER, ...rows]);
}
