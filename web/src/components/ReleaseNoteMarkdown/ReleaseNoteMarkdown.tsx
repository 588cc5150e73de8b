import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import * as styles from './ReleaseNoteMarkdown.css';

type Props = ComponentPropsWithoutRef<'h1'> & { node?: unknown };
const flat = ({ node: _node, children }: Props) => <p className={styles.flatHeading}>{children}</p>;

/** Release notes are shown with images removed and headings flattened into bold paragraphs (spec §2.4). */
const COMPONENTS: Partial<Components> = {
  img: () => null,
  h1: flat,
  h2: flat,
  h3: flat,
  h4: flat,
  h5: flat,
  h6: flat,
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/**
 * A release note's markdown, on the public page and in the editor alike, whatever the operator typed: no raw HTML is rendered (react-markdown without
 * rehype-raw shows it as text) and link targets other than http(s), mailto and relative ones are
 * dropped (its default URL transform), so no script, event handler or javascript: link survives.
 */
export function ReleaseNoteMarkdown({ children }: { children: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS}>
      {children}
    </Markdown>
  );
}
