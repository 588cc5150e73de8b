import { describe, expect, it } from 'vitest';
import { cardDescription } from './councilText';

describe('cardDescription', () => {
  it('reads the markdown as text and cuts at 300 characters in cards, 200 in list view, with an ellipsis', () => {
    const markdown = `## About us\n\n${'word '.repeat(100)}\n\n- a [link](https://example.com)`;
    const card = cardDescription(markdown, 'card');
    expect(card.startsWith('word word')).toBe(true);
    expect(card).toHaveLength(303);
    expect(card.endsWith('...')).toBe(true);
    expect(cardDescription(markdown, 'line')).toHaveLength(203);
    expect(cardDescription('Short **text**.', 'card')).toBe('Short text.');
  });

  // Issue 18: the summary ran its list items together ("A consensus node Infrastructure grants Read more…").
  it('keeps word and sentence boundaries between the list items of a description', () => {
    const markdown = [
      '## About Granite Holdings',
      '',
      'Granite is the largest staker of the council and funds infrastructure grants.',
      '',
      '### What we run for the network',
      '',
      '- A consensus node',
      '- Infrastructure grants',
      '',
      'Read more on [our website](https://granite-holdings.example/).',
    ].join('\n');
    expect(cardDescription(markdown, 'card')).toBe(
      'Granite is the largest staker of the council and funds infrastructure grants. A consensus node. Infrastructure grants. Read more on our website.',
    );
  });
});
