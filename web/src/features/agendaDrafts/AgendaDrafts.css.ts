import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, size, space } from '../../styles/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space[32] });
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space[16], flexWrap: 'wrap' });
export const heading = style({ fontSize: fontSize[20], fontWeight: fontWeight.bold });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space[16],
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[8],
  height: '100%',
  padding: space[16],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  borderRadius: radius[12],
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceHover },
});
export const cardTitle = style({ fontSize: fontSize[16], fontWeight: fontWeight.bold, overflowWrap: 'anywhere' });
export const muted = style({ fontSize: fontSize[13], color: vars.color.textMuted });
export const filters = style({ display: 'flex', gap: space[8], flexWrap: 'wrap', alignItems: 'center' });
export const search = style({ display: 'flex', gap: space[8], alignItems: 'flex-end', flexWrap: 'wrap' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: space[20], maxWidth: size[860] });
export const row = style({ display: 'grid', gap: space[16], gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } } });
export const fieldset = style({ border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: space[8] });
export const legend = style({ fontSize: fontSize[14], fontWeight: fontWeight.semibold, marginBottom: space[8] });
export const error = style({ color: vars.color.danger, fontSize: fontSize[13] });
export const actions = style({ display: 'flex', gap: space[8], flexWrap: 'wrap', justifyContent: 'flex-end' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${space[8]} ${space[16]}`, margin: 0 });
export const factTerm = style({ color: vars.color.textMuted, fontSize: fontSize[14] });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const mono = style({ fontFamily: 'monospace', fontSize: fontSize[14], overflowWrap: 'anywhere' });
export const body = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
