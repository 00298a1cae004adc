/** "Immediately", "Day 2", "After 12 hours": when a step goes, counted from the confirmation. */
export function delayLabel(days: number): string {
  if (days === 0) return 'immediately';
  if (Number.isInteger(days)) return `day ${days}`;
  return `after ${Math.round(days * 24)} hours`;
}
