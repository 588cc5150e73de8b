import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, space } from '../../styles/tokens';

export const list = style({ listStyle: 'none', padding: 0, margin: 0, borderTop: `${borderWidth[1]} solid ${vars.color.border}` });
export const item = style({ borderBottom: `${borderWidth[1]} solid ${vars.color.border}` });
export const row = style({
  display: 'grid',
  gridTemplateColumns: `${space[72]} 1fr auto ${space[24]}`,
  alignItems: 'center',
  gap: space[16],
  width: '100%',
  padding: `${space[20]} ${space[8]}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': { outline: `${borderWidth[2]} solid ${vars.color.focus}`, outlineOffset: `-${space[2]}` } },
  '@media': { [media.mobile]: { gridTemplateColumns: `52px 1fr ${space[20]}`, gap: space[10], padding: `${space[16]} ${space[4]}` } },
});
export const id = style({ fontWeight: fontWeight.heavy, color: vars.color.link, fontVariantNumeric: 'tabular-nums' });
export const title = style({ fontSize: fontSize[16], fontWeight: fontWeight.bold, '@media': { [media.mobile]: { fontSize: fontSize[15] } } });
export const date = style({ color: vars.color.textSubtle, fontSize: fontSize[14], fontVariantNumeric: 'tabular-nums', '@media': { [media.mobile]: { gridColumn: '2', gridRow: '2', fontSize: fontSize[13] } } });
export const chevron = style({ color: vars.color.textMuted, transition: 'transform 150ms ease', selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } } });
export const body = style({
  padding: `${space[4]} ${space[8]} ${space[24]} ${space[96]}`,
  color: vars.color.textMuted,
  lineHeight: lineHeight.loose,
  fontSize: fontSize[15],
  '@media': { [media.mobile]: { padding: `0 ${space[4]} ${space[20]}` } },
});
