/**
 * How article bodies became HTML when the stored HTML column was added: a frozen copy of the
 * renderer of that day, so the migration's result never changes with the app's renderer.
 * Migrations import nothing from src/: what they need lives beside them, as it was.
 */
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

interface Node {
  type: string;
  tagName?: string;
  children?: Node[];
}

// Raw HTML in a body was shown as text, and the page title was its only h1.
const rawAsTextH1AsH2 = () => {
  const visit = (node: Node) => {
    if (node.type === 'raw') node.type = 'text';
    else if (node.tagName === 'h1') node.tagName = 'h2';
    node.children?.forEach(visit);
  };
  return visit;
};

const renderer = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rawAsTextH1AsH2).use(rehypeSanitize).use(rehypeStringify).freeze();

/** The renderer is recursive in nesting and slow with very many markers: such bodies stayed text. */
function tooCostly(markdown: string): boolean {
  if (markdown.length > 100_000) return true;
  let markers = 0;
  for (const line of markdown.split('\n')) {
    let depth = 0;
    for (const char of line) {
      if (char === '>' || char === '-' || char === '*' || char === '+') depth += 1;
      else if (char !== ' ' && char !== '\t') break;
    }
    if (depth > 8) return true;
    for (const char of line) if ('*_`[]'.includes(char)) markers += 1;
  }
  return markers > 10_000;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function articleBodyHtml(markdown: string): string {
  if (tooCostly(markdown)) return `<p>${escapeHtml(markdown)}</p>`;
  return String(renderer.processSync(markdown));
}
