/**
 * What a decision's dialog says about email, so it promises only what the server does: a member
 * with an address is emailed, one without is told nothing by email.
 */
export const NO_EMAIL = 'No email will be sent: the member has no address.';

/** `sent` when the member has an address, otherwise that no email will be sent. */
export function emailPromise(address: string | null, sent: string): string {
  return address ? sent : NO_EMAIL;
}

/** The same for a decision on several members' claims at once. */
export function emailPromiseForMany(addresses: ReadonlyArray<string | null>, sent: string): string {
  const without = addresses.filter((address) => !address).length;
  if (without === 0) return sent;
  if (without === addresses.length) return addresses.length === 1 ? NO_EMAIL : 'No email will be sent: these members have no address.';
  return `${sent} (${without} of them ${without === 1 ? 'has' : 'have'} no address: no email will be sent to ${without === 1 ? 'that member' : 'those members'}.)`;
}
