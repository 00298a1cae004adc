import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/api.js';

export interface Lead {
  id: number;
  firstName: string;
  email: string;
  consent: boolean;
  wantsCyclingGuide: boolean;
  createdAt: string;
}

/** Everyone who left an email after the quiz, newest first. */
export async function listLeads(dataSource: DataSource, limit?: number): Promise<Lead[]> {
  const users = await dataSource.getRepository(UserEntity).find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  return users.map((user) => ({
    id: user.id,
    firstName: user.firstName,
    email: user.email,
    consent: user.consent,
    wantsCyclingGuide: user.wantsCyclingGuide,
    createdAt: user.createdAt.toISOString(),
  }));
}

/**
 * One CSV cell. Quotes are doubled, and a cell that a spreadsheet would run as a formula
 * (starting with = + - @ or a tab) gets a leading apostrophe.
 */
export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsToCsv(leads: Lead[]): string {
  const header = ['First name', 'Email', 'Recommendations and tips', 'Skin-cycling guide', 'Signed up'];
  const rows = leads.map((lead) => [lead.firstName, lead.email, lead.consent ? 'yes' : 'no', lead.wantsCyclingGuide ? 'yes' : 'no', lead.createdAt]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
