/** How long a redemption has waited, from the server's count of seconds: "3 h", "2 d". */
export function redemptionAge(ageSeconds: number): string {
  const minutes = Math.floor(ageSeconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
