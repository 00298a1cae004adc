import { Box, type BoxProps, type ElementProps, getSpacing, type MantineBreakpoint, type MantineSpacing } from '@mantine/core';
import clsx from 'clsx';
import classes from './responsive-grid.module.css';

const BREAKPOINTS: MantineBreakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export interface ResponsiveGridProps extends BoxProps, ElementProps<'div'> {
  /** Columns on the smallest screens, and from each breakpoint up. */
  cols: { base: number } & Partial<Record<MantineBreakpoint, number>>;
  /** Gap between cells, a theme spacing or px. */
  spacing?: MantineSpacing | number;
}

/**
 * SimpleGrid's layout, with the breakpoints in a stylesheet: SimpleGrid writes a <style> element
 * next to every grid, which the body of a page drawn on the server may not contain.
 */
export function ResponsiveGrid({ cols, spacing = 'md', className, style, ...others }: ResponsiveGridProps) {
  // Every breakpoint gets its count (the one below's if unset), so a grid never inherits an
  // enclosing grid's.
  const variables: Record<string, string | undefined> = { '--grid-spacing': getSpacing(spacing), '--grid-cols-base': String(cols.base) };
  let current = cols.base;
  for (const breakpoint of BREAKPOINTS) {
    current = cols[breakpoint] ?? current;
    variables[`--grid-cols-${breakpoint}`] = String(current);
  }
  return <Box className={clsx(classes.grid, className)} style={[variables, style]} {...others} />;
}
