// The theme's CSS variables and Mantine's responsive classes (hiddenFrom / visibleFrom) as a
// stylesheet made at build time: a MantineProvider in the document's head would draw the same
// rules into every page the server renders. Mantine's documented building blocks make it:
// `defaultCssVariablesResolver` and `convertCssVariables`, as MantineProvider itself does.
import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, em, keys, mergeMantineTheme, px } from '@mantine/core';
import type { Plugin } from 'vite';
import { theme } from '../src/client/theme.js';

const THEME_STYLESHEET_ID = 'virtual:theme.css';
const resolvedId = `\0${THEME_STYLESHEET_ID}`;

type CssVariables = ReturnType<typeof defaultCssVariablesResolver>;

/** The variables our theme changes: Mantine's stylesheet (default-css-variables.css) has the rest. */
function changedVariables(ours: CssVariables, defaults: CssVariables): CssVariables {
  const changed = (scheme: keyof CssVariables) =>
    Object.fromEntries(Object.entries(ours[scheme]).filter(([name, value]) => defaults[scheme][name as keyof (typeof defaults)[typeof scheme]] !== value));
  return { variables: changed('variables'), light: changed('light'), dark: changed('dark') } as CssVariables;
}

/** What Mantine's MantineClasses draws: the classes behind the hiddenFrom and visibleFrom props. */
function responsiveClasses(breakpoints: Record<string, string>): string {
  return keys(breakpoints)
    .map((breakpoint) => {
      const value = breakpoints[breakpoint]!;
      const pixels = px(value) as number;
      const [below, from] = value.includes('px') ? [`${pixels - 0.1}px`, `${pixels}px`] : [em(pixels - 0.1), em(pixels)];
      return `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join('\n');
}

function themeStylesheet(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = changedVariables(defaultCssVariablesResolver(merged), defaultCssVariablesResolver(DEFAULT_THEME));
  return `${convertCssVariables(variables, ':root')}\n${responsiveClasses(merged.breakpoints)}\n`;
}

/** `import 'virtual:theme.css'` (main.tsx, after Mantine's styles) brings the stylesheet into the entry's CSS. */
export function themeStylesheetPlugin(): Plugin {
  return {
    name: 'theme-stylesheet',
    resolveId: (id) => (id === THEME_STYLESHEET_ID ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? themeStylesheet() : undefined),
  };
}
