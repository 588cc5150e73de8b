import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReleaseNoteMarkdown } from './ReleaseNoteMarkdown';

/** What an operator might type into a note, on purpose or pasted from elsewhere. */
const XSS_CORPUS = [
  '<script>window.pwned = 1</script>',
  '<img src=x onerror="window.pwned = 1">',
  '<a href="javascript:window.pwned=1">click</a>',
  '[click](javascript:window.pwned=1)',
  '[click](JaVaScRiPt:window.pwned=1)',
  '[click]( javascript:window.pwned=1 )',
  '[ref][x]\n\n[x]: javascript:window.pwned=1',
  '<javascript:alert(1)>',
  '![x](javascript:window.pwned=1)',
  '```html\n<script>window.pwned = 1</script>\n```',
  '<svg onload="window.pwned = 1"><script>window.pwned = 1</script></svg>',
  '<iframe src="data:text/html,<script>window.pwned=1</script>"></iframe>',
  '<div style="background:url(javascript:window.pwned=1)" onclick="window.pwned=1">x</div>',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<details open ontoggle="window.pwned=1">x</details>',
];

describe('a release note renders safely whatever the operator typed', () => {
  it.each(XSS_CORPUS)('%s', (input) => {
    const html = renderToStaticMarkup(<ReleaseNoteMarkdown>{input}</ReleaseNoteMarkdown>);
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    expect(doc.querySelectorAll('script, iframe, svg, img, object, embed, details, div[onclick]')).toHaveLength(0);
    for (const element of doc.body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value.trim()).not.toMatch(/^(javascript|data|vbscript):/i);
      }
    }
  });

  it('keeps ordinary markdown: links, lists, code', () => {
    const html = renderToStaticMarkup(<ReleaseNoteMarkdown>{'- [Docs](https://docs.example.org)\n- `code`'}</ReleaseNoteMarkdown>);
    expect(html).toContain('<a href="https://docs.example.org" target="_blank" rel="noopener noreferrer">Docs</a>');
    expect(html).toContain('<code>code</code>');
  });
});
