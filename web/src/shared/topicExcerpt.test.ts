import { describe, expect, it } from 'vitest';
import { markdownExcerpt, topicBadge } from './topicExcerpt';

describe('topicBadge', () => {
  it.each([
    ['Proposals', 'proposals', 'Proposals', 'proposals'],
    ['proposal', 'proposals', 'proposal', 'proposals'],
    ['Notice', 'notice', 'Notice', 'notice'],
    ['General', 'named', 'General', 'neutral'],
    ['  ', 'other', '', 'neutral'],
  ])('%j → %s', (category, kind, name, tone) => {
    expect(topicBadge(category)).toEqual({ kind, name, tone });
  });
});

describe('markdownExcerpt', () => {
  it.each([
    [
      'the fixture proposal: heading, bold, image and link',
      '## Summary\n\nThis proposal lowers the **minimum stake** from 5M to 4M KLAY.\n\n![chart](https://forum.example/uploads/chart.png)\n\nSee the [discussion](https://forum.example/t/1).',
      'Summary. This proposal lowers the minimum stake from 5M to 4M KLAY. See the discussion.',
    ],
    ['a list', 'Notes.\n\n- Treasury report published\n- Two new members\n1. First\n2) Second', 'Notes. Treasury report published. Two new members. First. Second.'],
    ['Discourse upload images', 'Before ![image|690x388](upload://abc.png) after', 'Before after'],
    ['HTML images and tags', 'A <img src="x.png" alt="x"> <b>bold</b> <br/>line', 'A bold line'],
    ['reference images and links', '![logo][1] Read [the post][2].\n\n[1]: https://x/logo.png\n[2]: https://x/post', 'Read the post.'],
    ['emphasis without touching snake_case or arithmetic', '*one* _two_ ~~three~~ `four` snake_case_name 2 * 3 * 4', 'one two three four snake_case_name 2 * 3 * 4'],
    ['code fences, quotes and rules', '> quoted\n\n```ts\nconst a = 1;\n```\n\n---\n\nend', 'quoted end'],
    ['forum BBCode', '[quote="alice, post:1"]hello[/quote] [details=More]hidden[/details]', 'hello hidden'],
    ['entities', 'Tom &amp; Jerry &lt;3 &#39;quoted&#39;', "Tom & Jerry <3 'quoted'"],
    ['tables', '| a | b |\n|---|:-:|\n| 1 | 2 |', 'a b 1 2'],
    ['an empty post', '', ''],
    ['a heading that ends in punctuation or has closing hashes', '# Why? #\n\nBecause.\n\n## Next steps:\nVote', 'Why? Because. Next steps: Vote'],
    ['list items that end in punctuation, emphasis or brackets', '- Done.\n- **Bold**\n- Two nodes (Seoul, Singapore)\n- *Really!*', 'Done. Bold. Two nodes (Seoul, Singapore). Really!'],
  ])('%s', (_, raw, expected) => {
    expect(markdownExcerpt(raw)).toBe(expected);
  });

  // Issue 18: flattened headings and list items ran into the next sentence on Home and the Discussion tab.
  it('keeps the sentence boundary after a heading and between list items', () => {
    expect(markdownExcerpt('## Summary\n\nThis proposal lowers the minimum stake.')).toBe('Summary. This proposal lowers the minimum stake.');
    expect(markdownExcerpt('- A consensus node\n- Infrastructure grants\n\nRead more on [our website](https://x.example/).')).toBe(
      'A consensus node. Infrastructure grants. Read more on our website.',
    );
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const excerpt = markdownExcerpt('word '.repeat(100), 50);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(51);
  });
});
