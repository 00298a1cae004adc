/**
 * Whether a page belongs to the back-office, which is drawn in its own shell instead of the
 * shop's layout. Apart from the navigation's list, which only the shell (loaded on its own) needs.
 */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
