/** The back-office's screens, in the order the navigation lists them. */
export const backOfficeNav = [
  { to: '/dashboard', label: 'Overview' },
  { to: '/dashboard/people', label: 'People' },
  { to: '/dashboard/loyalty', label: 'Claims' },
  { to: '/dashboard/rewards', label: 'Rewards' },
  { to: '/dashboard/products', label: 'Products' },
  { to: '/dashboard/articles', label: 'Articles' },
  { to: '/dashboard/newsletters', label: 'Newsletters' },
  { to: '/dashboard/segments', label: 'Segments' },
  { to: '/dashboard/flows', label: 'Follow-up emails' },
  { to: '/dashboard/rules', label: 'Rules' },
  { to: '/dashboard/what-works', label: 'What works' },
  { to: '/dashboard/settings', label: 'Settings' },
  { to: '/dashboard/audit', label: 'Change history' },
] as const;

/** The representative's own account screen, listed apart from the shop's screens. */
export const accountNavItem = { to: '/dashboard/account', label: 'Password and sign-in' } as const;
