import type { BackOfficeArea } from '../../../shared/staff-access';

/** The back-office's screens, in the order the navigation lists them, each with the area it belongs to (who may open it). */
export const backOfficeNav: ReadonlyArray<{ to: string; label: string; area: BackOfficeArea }> = [
  { to: '/dashboard', label: 'Overview', area: 'waiting' },
  { to: '/dashboard/people', label: 'People', area: 'people' },
  { to: '/dashboard/loyalty', label: 'Claims', area: 'claims' },
  { to: '/dashboard/rewards', label: 'Rewards', area: 'claims' },
  { to: '/dashboard/products', label: 'Products', area: 'catalogue' },
  { to: '/dashboard/articles', label: 'Articles', area: 'catalogue' },
  { to: '/dashboard/newsletters', label: 'Newsletters', area: 'newsletter-drafts' },
  { to: '/dashboard/segments', label: 'Segments', area: 'owner' },
  { to: '/dashboard/flows', label: 'Follow-up emails', area: 'owner' },
  { to: '/dashboard/rules', label: 'Rules', area: 'owner' },
  { to: '/dashboard/what-works', label: 'What works', area: 'owner' },
  { to: '/dashboard/settings', label: 'Settings', area: 'owner' },
  { to: '/dashboard/accounts', label: 'Accounts', area: 'owner' },
  { to: '/dashboard/audit', label: 'Change history', area: 'owner' },
];

/** Her own account screen, listed apart from the shop's screens. */
export const accountNavItem = { to: '/dashboard/account', label: 'Password and sign-in' } as const;

/** The area of the screen at `pathname` (its own or the one it belongs to: a product under Products); undefined for her own pages. */
export function areaOfPath(pathname: string): BackOfficeArea | undefined {
  const screen = backOfficeNav.find((item) => (item.to === '/dashboard' ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`)));
  return screen?.area;
}
