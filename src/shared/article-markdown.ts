import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** The parts of an HTML tree (hast) this file's own step touches. */
interface HtmlNode {
  type: string;
  tagName?: string;
  children?: HtmlNode[];
}

/**
 * HTML written in the markdown is shown as the text it is, never run as markup (the author sees
 * what to rewrite); the page title is the only h1, so headings in a body start one level lower.
 */
function showHtmlAsTextAndDemoteH1() {
  const visit = (node: HtmlNode) => {
    if (node.type === 'raw') node.type = 'text';
    else if (node.tagName === 'h1') node.tagName = 'h2';
    node.children?.forEach(visit);
  };
  return visit;
}

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(showHtmlAsTextAndDemoteH1)
  // GitHub's rules: no scripts, styles or event handlers; links only to http(s), mailto and relative addresses.
  .use(rehypeSanitize)
  .use(rehypeStringify)
  .freeze();

/**
 * An article body (markdown) as the HTML its page shows. The server sends this HTML, so a browser
 * never parses markdown on a public page; the back-office preview shows the same function's output
 * while the body is typed.
 */
export function articleMarkdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
