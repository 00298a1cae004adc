import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code such as GLOW-7Q4K-M2XP: 8 random characters (31^8, about 8.5e11 codes). */
export function randomCode(prefix: string, groups = 2, groupLength = 4): string {
  const parts: string[] = [prefix];
  for (let group = 0; group < groups; group++) {
    let part = '';
    for (let i = 0; i < groupLength; i++) part += ALPHABET[randomInt(ALPHABET.length)];
    parts.push(part);
  }
  return parts.join('-');
}

export const newLoyaltyCode = () => randomCode('GLOW');
export const newRedemptionCode = () => randomCode('RWD');
