export const navLinks = [
  { to: '/quiz', label: 'Quiz' },
  { to: '/products', label: 'Products' },
  { to: '/learning-hub', label: 'Learning Hub' },
  { to: '/loyalty', label: 'Loyalty' },
  { to: '/dashboard', label: 'Dashboard' },
] as const;
