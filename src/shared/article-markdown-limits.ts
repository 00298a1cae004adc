/**
 * Limits on an article body (markdown) that keep its rendering cheap: the markdown pipeline is
 * recursive in the nesting of blockquotes and lists (60,000 `>` overflow the stack after 30 s)
 * and slows down with many emphasis/link markers in one block (50,000 `*a`). Real articles
 * stay far below these (a few levels of lists, about 1 marker in 100 characters). Checked in one
 * linear pass, by the save's schema and by the back-office preview before it renders.
 * No zod here: the preview and the server's render step import it.
 */

/** Blockquotes and list items inside each other. */
export const MARKDOWN_MAX_NESTING = 8;
/** Emphasis, code and link markers (`*`, `_`, `` ` ``, `[`, `]`) in one block (text between blank lines). */
export const MARKDOWN_MAX_MARKERS_PER_BLOCK = 300;
/** The same markers in the whole body. */
export const MARKDOWN_MAX_MARKERS = 10_000;

const FENCE = /^(`{3,}|~{3,})/;
const ORDERED_MARKER = /^\d{1,9}[.)](?=[ \t]|$)/;

/**
 * How deep the containers that open a line go, and what follows them. A nested list item sits
 * under its parent by indentation alone, so indentation counts too: all of it before the first
 * marker, and what passes the one space after each marker (about 2 columns a level).
 */
function lineContainers(line: string): { depth: number; rest: string } {
  let markers = 0;
  let columns = 0;
  let run = 0;
  let index = 0;
  const endRun = () => {
    columns += markers === 0 ? run : Math.max(0, run - 1);
    run = 0;
  };
  for (;;) {
    const char = line[index];
    if (char === ' ' || char === '\t') {
      run += char === ' ' ? 1 : 4;
      index += 1;
      continue;
    }
    const next = line[index + 1];
    const bullet = (char === '-' || char === '*' || char === '+') && (next === ' ' || next === '\t' || next === undefined);
    const ordered = bullet || char === '>' ? null : ORDERED_MARKER.exec(line.slice(index, index + 11));
    if (char !== '>' && !bullet && !ordered) break;
    endRun();
    markers += 1;
    index += ordered ? ordered[0].length : 1;
  }
  if (markers > 0) endRun();
  return { depth: markers + Math.floor(columns / 2), rest: line.slice(index) };
}

/** What is wrong with this body for rendering, in words for its author; null when it is fine. */
export function articleMarkdownIssue(markdown: string): string | null {
  let inFence: string | null = null;
  let blockMarkers = 0;
  let totalMarkers = 0;
  const lines = markdown.split('\n');
  for (let number = 0; number < lines.length; number += 1) {
    const line = lines[number]!;
    const { depth, rest } = lineContainers(line);
    // Checked on every line, code included: what looks nested may be nested.
    if (depth > MARKDOWN_MAX_NESTING) {
      return `Line ${number + 1} nests quotes or lists ${depth} deep; at most ${MARKDOWN_MAX_NESTING} levels are allowed`;
    }
    // Inside fenced code the marks are plain text and cost nothing to render.
    const fence = FENCE.exec(rest)?.[1];
    if (inFence !== null) {
      if (fence && fence[0] === inFence[0] && fence.length >= inFence.length) inFence = null;
      continue;
    }
    if (fence) {
      inFence = fence;
      continue;
    }
    if (rest.trim() === '') {
      blockMarkers = 0;
      continue;
    }
    let markers = 0;
    for (let index = 0; index < rest.length; index += 1) {
      const char = rest.charCodeAt(index);
      // * _ ` [ ]
      if (char === 42 || char === 95 || char === 96 || char === 91 || char === 93) markers += 1;
    }
    blockMarkers += markers;
    totalMarkers += markers;
    if (blockMarkers > MARKDOWN_MAX_MARKERS_PER_BLOCK) {
      return `The paragraph at line ${number + 1} has more than ${MARKDOWN_MAX_MARKERS_PER_BLOCK} formatting marks (* _ \` [ ]); split it or remove some`;
    }
    if (totalMarkers > MARKDOWN_MAX_MARKERS) {
      return `The body has more than ${MARKDOWN_MAX_MARKERS.toLocaleString('en-US')} formatting marks (* _ \` [ ]); remove some`;
    }
  }
  return null;
}
