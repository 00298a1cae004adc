/** A TCP port nobody listens on now, chosen by the OS. */
export function freePortSync(): number;
