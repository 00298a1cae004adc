/** A green white text reads on (WCAG AA), as the dashboard's backup badge. */
export const CONFIRMED_GREEN = '#237032';
