import type { DataSource } from 'typeorm';
import { spreadsheetCsv } from '../../http/spreadsheet-csv.js';
import { queryRows } from '../../db/sql.js';
import { marketingConsentsAmong } from '../email/api.js';
import { leads } from '../users/api.js';

export interface Lead {
  id: number;
  firstName: string;
  email: string;
  confirmed: boolean;
  consent: boolean;
  wantsCyclingGuide: boolean;
  createdAt: string;
}

/** Everyone who left an email after the quiz, newest first; consent as the consent log has it now. */
export async function listLeads(dataSource: DataSource, limit?: number): Promise<Lead[]> {
  const rows = await queryRows(dataSource, leads(limit ?? null));
  const consents = await queryRows(dataSource, marketingConsentsAmong(rows.map((row) => row.email)));
  const consenting = new Set(consents.filter((consent) => consent.granted).map((consent) => consent.address));
  return rows.map((row) => ({ ...row, consent: consenting.has(row.email), createdAt: row.createdAt.toISOString() }));
}

export function leadsToCsv(leads: Lead[]): string {
  const header = ['First name', 'Email', 'Email confirmed', 'Recommendations and tips', 'Skin-cycling guide', 'Signed up'];
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const rows = leads.map((lead) => [lead.firstName, lead.email, yesNo(lead.confirmed), yesNo(lead.consent), yesNo(lead.wantsCyclingGuide), lead.createdAt]);
  return spreadsheetCsv([header, ...rows]);
}
