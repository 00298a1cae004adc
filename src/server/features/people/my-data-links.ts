import { MY_DATA_LINK_HOURS, MY_DATA_LINK_INVALID, type MyDataAction, type MyDataLink } from '../../../shared/people.js';
import { AppError } from '../../errors.js';
import type { LinkSigner } from '../../mail/link-signer.js';

const PURPOSE = 'my-data';

/** A signed "Your data" link for one person and one action, good for MY_DATA_LINK_HOURS from `now`. */
export function myDataLink(signer: LinkSigner, personId: string, action: MyDataAction, expiresAtMs: number): MyDataLink {
  const x = String(expiresAtMs);
  return { p: personId, a: action, x, s: signer.sign(PURPOSE, personId, action, x) };
}

export function myDataUrl(siteUrl: string, link: MyDataLink): string {
  return `${siteUrl}/my-data?${new URLSearchParams(link)}`;
}

export const myDataLinkExpiry = (now = Date.now()) => now + MY_DATA_LINK_HOURS * 3600_000;

/** The person id of a link that is ours, for this action, and not expired; otherwise a 404 that says to ask again. */
export function verifiedPersonId(signer: LinkSigner, link: MyDataLink, action: MyDataAction, now = Date.now()): string {
  const valid = link.a === action && Number(link.x) > now && signer.verify(link.s, PURPOSE, link.p, link.a, link.x);
  if (!valid) throw new AppError('NOT_FOUND', MY_DATA_LINK_INVALID, 's');
  return link.p;
}
