let counter = 0;

/**
 * A client address no other request of this test process uses, for tests whose requests stand
 * for many visitors (per-address limits count each address on its own).
 */
export function nextClientAddress(): string {
  counter += 1;
  return `172.16.${(counter >> 8) & 255}.${counter & 255}`;
}
