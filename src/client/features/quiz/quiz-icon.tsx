import type { CSSProperties } from 'react';

/** A circle as path data, so every icon is a list of paths. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
const face = (mouth: string) => [circle(12, 12, 9), mouth, 'M9 9.5h.01', 'M15 9.5h.01'];

/**
 * Line icons for the quiz screens and options (24 × 24, drawn with the current colour). Shipped
 * inline so they look the same everywhere: emoji depend on the visitor's system fonts.
 */
const icons = {
  heart: ['M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z'],
  sparkle: ['M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z', 'M19 17v4', 'M17 19h4'],
  flower: [circle(12, 12, 2.5), circle(12, 6.5, 3), circle(17.5, 12, 3), circle(12, 17.5, 3), circle(6.5, 12, 3)],
  leaf: ['M5 19c0-8 6-14 14-14 0 8-6 14-14 14z', 'M5 19l8-8'],
  frown: face('M8.5 16.5a4.5 4.5 0 0 1 7 0'),
  question: [circle(12, 12, 9), 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6', 'M12 17h.01'],
  meh: face('M9 15h6'),
  smile: face('M8.5 14a4.5 4.5 0 0 0 7 0'),
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  brush: ['M14 4l6 6-8 8H6v-6z', 'M6 18l-2 2', 'M11 7l6 6'],
  hand: ['M7 12V6a1.5 1.5 0 0 1 3 0v5', 'M10 11V4.5a1.5 1.5 0 0 1 3 0V11', 'M13 11V5.5a1.5 1.5 0 0 1 3 0V12', 'M16 12V9a1.5 1.5 0 0 1 3 0v5a7 7 0 0 1-7 7h-1a6 6 0 0 1-5-2.7L4 15.5a1.5 1.5 0 0 1 2.5-1.7L7 15'],
  camera: ['M4 8h3l2-3h6l2 3h3v11H4z', circle(12, 13, 3.5)],
  sprout: ['M12 21v-8', 'M12 13c0-4 3-7 8-7 0 4-3 7-8 7z', 'M12 15c0-3-2.5-5-7-5 0 3 2.5 5 7 5z'],
  bottle: ['M10 3h4v3h-4z', 'M9 6h6l1 3v11a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V9z', 'M8 13h8'],
  flask: ['M9 3h6', 'M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3', 'M7.5 15h9'],
  cycle: ['M20 12a8 8 0 0 1-14 5.3', 'M4 12a8 8 0 0 1 14-5.3', 'M18 3v4h-4', 'M6 21v-4h4'],
  briefcase: ['M4 8h16v11H4z', 'M9 8V5h6v3', 'M4 13h16'],
  people: [circle(9, 8, 3), 'M3 20a6 6 0 0 1 12 0', circle(17, 9, 2.5), 'M15.5 14.5A5 5 0 0 1 21 19'],
  sun: [circle(12, 12, 4), 'M12 2v2', 'M12 20v2', 'M2 12h2', 'M20 12h2', 'M4.9 4.9l1.4 1.4', 'M17.7 17.7l1.4 1.4', 'M4.9 19.1l1.4-1.4', 'M17.7 6.3l1.4-1.4'],
  gift: ['M4 10h16v4H4z', 'M5 14v7h14v-7', 'M12 10v11', 'M12 10c-2-4-6-4-6-1.5S10 10 12 10z', 'M12 10c2-4 6-4 6-1.5S14 10 12 10z'],
  feather: ['M20 4C12 4 6 10 6 18v2', 'M6 18c6 0 12-4 14-14', 'M9 14h6'],
  target: [circle(12, 12, 9), circle(12, 12, 5), circle(12, 12, 1)],
  hourglass: ['M7 3h10', 'M7 21h10', 'M8 3c0 5 8 6 8 9s-8 4-8 9', 'M16 3c0 5-8 6-8 9s8 4 8 9'],
  checkCircle: [circle(12, 12, 9), 'M8 12l3 3 5-6'],
  clock: [circle(12, 12, 9), 'M12 7v5l3 3'],
  balance: ['M12 4v16', 'M8 20h8', 'M5 7h14', 'M5 7l-3 6a3 3 0 0 0 6 0z', 'M19 7l-3 6a3 3 0 0 0 6 0z'],
  drop: ['M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z'],
  coin: [circle(12, 12, 9), 'M14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2 2.5.8 2.5 2-1 2-2.5 2c-1 0-2-.5-2.5-1.5', 'M12 6.5V8', 'M12 16v1.5'],
  card: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h3'],
  gem: ['M6 4h12l3 5-9 11L3 9z', 'M3 9h18', 'M12 20L9 9l3-5 3 5z'],
  crown: ['M4 18h16', 'M4 18L3 7l5 4 4-6 4 6 5-4-1 11'],
  spots: [circle(8, 9, 2), circle(15.5, 8, 1.5), circle(14, 15.5, 2.5), circle(7.5, 16, 1)],
  candle: ['M10 10h4v11h-4z', 'M12 10V8', 'M12 3c1.5 1.5 1.5 3 0 4-1.5-1-1.5-2.5 0-4z'],
  moon: ['M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z'],
  trend: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  shieldCheck: ['M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z', 'M9 12l2 2 4-4'],
  mail: ['M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z', 'M3 7l9 6 9-6'],
  bulb: ['M9 18h6', 'M10 21h4', 'M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z'],
  lock: ['M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z', 'M8 11V7a4 4 0 0 1 8 0v4'],
} satisfies Record<string, string[]>;

export type QuizIconName = keyof typeof icons;

export function isQuizIconName(name: string): name is QuizIconName {
  return Object.hasOwn(icons, name);
}

const iconStyle: CSSProperties = { flexShrink: 0 };

export function QuizIcon({ name, size = 24 }: { name: QuizIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={iconStyle}>
      {icons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
