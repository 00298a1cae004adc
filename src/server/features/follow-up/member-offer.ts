import type { AppDeps } from '../../core/app-deps.js';

export type MemberOffer =
  | { state: 'active'; text: string; code: string | null; expiresOn: string | null }
  | { state: 'none' }
  | { state: 'expired'; expiresOn: string };

/** Today in UTC, YYYY-MM-DD: an offer runs through the whole of its last day. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The day-6 offer as it applies now, from the store settings. */
export async function currentMemberOffer(deps: Pick<AppDeps, 'storeSettings'>): Promise<MemberOffer> {
  const { memberOfferText, memberOfferCode, memberOfferExpiresOn } = await deps.storeSettings.current();
  if (!memberOfferText) return { state: 'none' };
  if (memberOfferExpiresOn !== null && memberOfferExpiresOn < todayUtc()) return { state: 'expired', expiresOn: memberOfferExpiresOn };
  return { state: 'active', text: memberOfferText, code: memberOfferCode, expiresOn: memberOfferExpiresOn };
}

/** "on Thursday 31 December 2026": a date no reader can take for another. */
export function offerEndsInWords(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `on ${day.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
}
