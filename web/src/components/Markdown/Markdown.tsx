import { createElement, type ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import * as styles from './Markdown.css';

export interface MarkdownTextProps {
  children: string;
  className?: string;
  /**
   * The level the text's own top headings take, so the page's outline stays right: "#" and "##" under
   * a section titled by an h2 become h3, "###" h4… (the look follows the markdown's level).
   */
  headingLevel?: 2 | 3 | 4;
}

type HeadingProps = ComponentPropsWithoutRef<'h1'> & { node?: unknown };

function headings(base: number): Partial<Components> {
  const shifted = (level: number) => ({ node: _node, className, ...props }: HeadingProps) =>
    createElement(`h${Math.min(6, Math.max(base, level + base - 2))}`, {
      ...props,
      className: [styles.heading[level as keyof typeof styles.heading], className].filter(Boolean).join(' ') || undefined,
    });
  return { h1: shifted(1), h2: shifted(2), h3: shifted(3), h4: shifted(4), h5: shifted(5), h6: shifted(6) };
}

function ExternalLink({ node: _node, ...props }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

function ScrollingTable({ node: _node, ...props }: ComponentPropsWithoutRef<'table'> & { node?: unknown }) {
  return (
    <div className={styles.tableWrap}>
      <table {...props} />
    </div>
  );
}

/** Built once per heading level, not per render. */
const COMPONENTS: Record<2 | 3 | 4, Partial<Components>> = {
  2: { ...headings(2), a: ExternalLink, table: ScrollingTable },
  3: { ...headings(3), a: ExternalLink, table: ScrollingTable },
  4: { ...headings(4), a: ExternalLink, table: ScrollingTable },
};

/**
 * Markdown as the authors wrote it (GFM: tables, lists, links), never raw HTML. Links open in a new
 * tab: they leave the portal.
 */
export function MarkdownText({ children, className, headingLevel = 3 }: MarkdownTextProps) {
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS[headingLevel]}>
        {children}
      </Markdown>
    </div>
  );
}
