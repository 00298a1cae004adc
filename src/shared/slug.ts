/** A slug made from a name or title: lower-case ASCII words joined by single hyphens ("Crème Rich!" → "creme-rich"). */
export function slugFromName(name: string, maxLength: number): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
