// Zod-free on purpose: shoppers' pages (loyalty) use it too.

/** A count and its noun, singular for exactly one: "1 message", "2 messages", "1,204 people". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
