import { lazy, Suspense } from 'react';
import { Collapsible } from '../Collapsible/Collapsible';
import { useIsTablet } from '../../hooks/useMediaQuery';

// The markdown renderer is a chunk of its own: the page paints its figures without waiting for it.
const MarkdownText = lazy(() => import('../Markdown/Markdown').then((m) => ({ default: m.MarkdownText })));

/** Public §2: Context & Proposal collapses above 200 px on wide screens, 72 px on narrow ones. */
export const CONTEXT_HEIGHT = { wide: 200, narrow: 72 } as const;

/**
 * An agenda's Context & Proposal as markdown, collapsed when long. Until the renderer has loaded it
 * holds the collapsed box's room empty: the raw markdown would flash its syntax for a moment.
 */
export function ContextText({ markdown }: { markdown: string }) {
  const narrow = useIsTablet();
  return (
    <Collapsible height={CONTEXT_HEIGHT}>
      <Suspense fallback={<div aria-busy="true" data-testid="context-placeholder" style={{ height: narrow ? CONTEXT_HEIGHT.narrow : CONTEXT_HEIGHT.wide }} />}>
        <MarkdownText>{markdown}</MarkdownText>
      </Suspense>
    </Collapsible>
  );
}
