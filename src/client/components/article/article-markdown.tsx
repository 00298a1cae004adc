import Markdown, { type Components } from 'react-markdown';

// The page title is the only h1: headings in a body start one level lower.
const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
};

/**
 * An article body. Raw HTML in the markdown is shown as text (no rehype-raw), and
 * react-markdown drops unsafe link protocols such as javascript:.
 */
export function ArticleMarkdown({ content }: { content: string }) {
  return <Markdown components={components}>{content}</Markdown>;
}
