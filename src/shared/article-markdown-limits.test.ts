import { describe, expect, it } from 'vitest';
import { articleMarkdownIssue, MARKDOWN_MAX_NESTING } from './article-markdown-limits.js';

describe('articleMarkdownIssue', () => {
  it('passes ordinary nesting, code and emphasis', () => {
    expect(articleMarkdownIssue('- one\n  - two\n    - three\n      1. four\n\n> quoted\n> > twice')).toBeNull();
    expect(articleMarkdownIssue('```python\n' + 'snake_case_name = a_b * c_d\n'.repeat(500) + '```\n')).toBeNull();
    expect(articleMarkdownIssue('Some **bold** and _light_ words.\n\n'.repeat(1_000))).toBeNull();
  });

  it('names what is past the limits', () => {
    expect(articleMarkdownIssue('>'.repeat(60_000))).toMatch(/^Line 1 nests quotes or lists 60000 deep/);
    expect(articleMarkdownIssue('> '.repeat(MARKDOWN_MAX_NESTING) + 'x')).toBeNull();
    expect(articleMarkdownIssue('text\n' + '> '.repeat(MARKDOWN_MAX_NESTING + 1) + 'x')).toMatch(/^Line 2 nests/);
    expect(articleMarkdownIssue(Array.from({ length: 20 }, (_, level) => `${'  '.repeat(level)}- x`).join('\n'))).toMatch(/nests quotes or lists 9 deep/);
    expect(articleMarkdownIssue('*a'.repeat(50_000))).toMatch(/more than 300 formatting marks/);
    expect(articleMarkdownIssue('*a* b\n\n'.repeat(6_000))).toMatch(/The body has more than 10,000 formatting marks/);
  });
});
