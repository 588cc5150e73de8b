import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, radius } from '../../styles/tokens';

export const markdown = style({ color: vars.color.textMuted, fontSize: '15px', lineHeight: 1.7, overflowWrap: 'anywhere' });

globalStyle(`${markdown} > * + *`, { marginTop: '12px' });
globalStyle(`${markdown} h1, ${markdown} h2, ${markdown} h3, ${markdown} h4, ${markdown} h5, ${markdown} h6`, {
  color: vars.color.text,
  fontWeight: 700,
  lineHeight: 1.35,
  marginTop: '20px',
});
globalStyle(`${markdown} > :first-child`, { marginTop: 0 });
globalStyle(`${markdown} h5, ${markdown} h6`, { color: vars.color.text, fontWeight: 700, marginTop: '20px' });

/** By the markdown's own level, whatever element the page's outline gives it. */
export const heading = {
  1: style({ fontSize: '20px' }),
  2: style({ fontSize: '17px' }),
  3: style({ fontSize: '16px' }),
  4: style({ fontSize: '15px' }),
} as const;
globalStyle(`${markdown} ul, ${markdown} ol`, { paddingLeft: '22px' });
globalStyle(`${markdown} li + li`, { marginTop: '4px' });
globalStyle(`${markdown} strong`, { color: vars.color.text });
globalStyle(`${markdown} a`, { color: vars.color.link, textUnderlineOffset: '3px' });
globalStyle(`${markdown} code`, {
  fontFamily: font.mono,
  fontSize: '13px',
  padding: '1px 6px',
  borderRadius: radius.sm,
  background: vars.color.surfaceRaised,
});
globalStyle(`${markdown} pre`, { padding: '12px 16px', borderRadius: radius.md, background: vars.color.surfaceRaised, overflowX: 'auto' });
globalStyle(`${markdown} pre code`, { padding: 0, background: 'transparent' });
globalStyle(`${markdown} blockquote`, {
  margin: 0,
  padding: '4px 0 4px 14px',
  borderLeft: `3px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});
globalStyle(`${markdown} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${markdown} img`, { borderRadius: radius.md });

export const tableWrap = style({ overflowX: 'auto' });
globalStyle(`${tableWrap} table`, { borderCollapse: 'collapse', minWidth: '100%', fontSize: '14px' });
globalStyle(`${tableWrap} th, ${tableWrap} td`, { padding: '8px 12px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${tableWrap} th`, { color: vars.color.text, fontWeight: 700 });
