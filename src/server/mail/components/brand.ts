/** The site's look in email: inline values only, since mail clients drop most CSS. */
export const brand = {
  page: '#fdf2f6',
  card: '#ffffff',
  // Mantine pink 8: white text on it passes WCAG AA; dark-mode clients that invert keep it legible.
  accent: '#c2255c',
  text: '#212529',
  muted: '#5c5f66',
  line: '#f3d9e3',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headingFont: 'Georgia, "Times New Roman", serif',
} as const;
