import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import * as styles from './Markdown.css';

export interface MarkdownTextProps {
  children: string;
  className?: string;
}

/**
 * Markdown as the authors wrote it (GFM: tables, lists, links), never raw HTML. Links open in a new
 * tab: they leave the portal.
 */
export function MarkdownText({ children, className }: MarkdownTextProps) {
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
          table: ({ node: _node, ...props }) => (
            <div className={styles.tableWrap}>
              <table {...props} />
            </div>
          ),
        }}
      >
        {children}
      </Markdown>
    </div>
  );
}
