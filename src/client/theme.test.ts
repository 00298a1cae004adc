import { Alert, MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function alertTitleStyle(color: string): string {
  const html = renderToString(createElement(MantineProvider, { theme }, createElement(Alert, { color, title: 'Heads up' }, 'Body')));
  const title = /<div[^>]*class="[^"]*mantine-Alert-title[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  expect(title, html).not.toBe('');
  return title;
}

describe('theme', () => {
  it("draws orange and yellow alerts' titles in black, for contrast on their light background", () => {
    expect(alertTitleStyle('orange')).toContain('color:var(--mantine-color-black)');
    expect(alertTitleStyle('yellow')).toContain('color:var(--mantine-color-black)');
  });

  it("leaves other alerts' titles in their own colour", () => {
    expect(alertTitleStyle('red')).not.toContain('--mantine-color-black');
  });
});
