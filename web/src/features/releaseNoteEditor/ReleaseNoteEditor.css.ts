import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, size, space } from '../../styles/tokens';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: space[20] });
export const toolbar = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space[12] });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, borderTop: `${borderWidth[1]} solid ${vars.color.border}` });
export const item = style({ borderBottom: `${borderWidth[1]} solid ${vars.color.border}` });
export const row = style({ display: 'flex', alignItems: 'center', gap: space[12], padding: `${space[12]} ${space[8]}` });
export const toggle = style({
  display: 'grid',
  gridTemplateColumns: `${space[56]} 1fr auto`,
  alignItems: 'center',
  gap: space[16],
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: `${space[8]} 0`,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  '@media': { [media.mobile]: { gridTemplateColumns: `${space[48]} 1fr` } },
});
export const number = style({ fontWeight: fontWeight.heavy, color: vars.color.link, fontVariantNumeric: 'tabular-nums' });
export const title = style({ fontSize: fontSize[16], fontWeight: fontWeight.bold, overflowWrap: 'anywhere' });
export const date = style({ color: vars.color.textSubtle, fontSize: fontSize[14], fontVariantNumeric: 'tabular-nums' });
export const body = style({ padding: `${space[4]} ${space[8]} ${space[20]} ${space[72]}`, color: vars.color.textMuted, overflowWrap: 'anywhere', '@media': { [media.mobile]: { paddingLeft: space[8] } } });
export const form = style({ display: 'flex', flexDirection: 'column', gap: space[20], maxWidth: size[960] });
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: space[8] });
