import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, font, fontSize, fontWeight, lineHeight, radius, space, underlineOffset } from '../../styles/tokens';

export const markdown = style({ color: vars.color.textMuted, fontSize: fontSize[15], lineHeight: lineHeight.loose, overflowWrap: 'anywhere' });

globalStyle(`${markdown} > * + *`, { marginTop: space[12] });
globalStyle(`${markdown} h1, ${markdown} h2, ${markdown} h3, ${markdown} h4, ${markdown} h5, ${markdown} h6`, {
  color: vars.color.text,
  fontWeight: fontWeight.bold,
  lineHeight: 1.35,
  marginTop: space[20],
});
globalStyle(`${markdown} > :first-child`, { marginTop: 0 });
globalStyle(`${markdown} h5, ${markdown} h6`, { color: vars.color.text, fontWeight: fontWeight.bold, marginTop: space[20] });

/** By the markdown's own level, whatever element the page's outline gives it. */
export const heading = {
  1: style({ fontSize: fontSize[20] }),
  2: style({ fontSize: fontSize[16] }),
  3: style({ fontSize: fontSize[16] }),
  4: style({ fontSize: fontSize[15] }),
} as const;
globalStyle(`${markdown} ul, ${markdown} ol`, { paddingLeft: '22px' });
globalStyle(`${markdown} li + li`, { marginTop: space[4] });
globalStyle(`${markdown} strong`, { color: vars.color.text });
globalStyle(`${markdown} a`, { color: vars.color.link, textUnderlineOffset: underlineOffset });
globalStyle(`${markdown} code`, {
  fontFamily: font.mono,
  fontSize: fontSize[13],
  padding: `1px ${space[6]}`,
  borderRadius: radius[6],
  background: vars.color.surfaceRaised,
});
globalStyle(`${markdown} pre`, { padding: `${space[12]} ${space[16]}`, borderRadius: radius[10], background: vars.color.surfaceRaised, overflowX: 'auto' });
globalStyle(`${markdown} pre code`, { padding: 0, background: 'transparent' });
globalStyle(`${markdown} blockquote`, {
  margin: 0,
  padding: `${space[4]} 0 ${space[4]} ${space[14]}`,
  borderLeft: `${borderWidth[3]} solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});
globalStyle(`${markdown} hr`, { border: 0, borderTop: `${borderWidth[1]} solid ${vars.color.border}` });
globalStyle(`${markdown} img`, { borderRadius: radius[10] });

export const tableWrap = style({ overflowX: 'auto' });
globalStyle(`${tableWrap} table`, { borderCollapse: 'collapse', minWidth: '100%', fontSize: fontSize[14] });
globalStyle(`${tableWrap} th, ${tableWrap} td`, { padding: `${space[8]} ${space[12]}`, borderBottom: `${borderWidth[1]} solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${tableWrap} th`, { color: vars.color.text, fontWeight: fontWeight.bold });
