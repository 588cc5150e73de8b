import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, space } from '../../styles/tokens';

export const end = style({ display: 'flex', alignItems: 'center', gap: space[8], color: vars.color.textMuted, fontSize: fontSize[14] });
export const endDate = style({ color: vars.color.text, fontWeight: fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const agenda = style({ marginTop: space[8], color: vars.color.text, fontWeight: fontWeight.bold, fontSize: fontSize[16], lineHeight: lineHeight.normal });

export const choices = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space[10], margin: `${space[20]} 0 0`, padding: 0, border: 0 });
export const legend = style({ marginBottom: space[10], fontSize: fontSize[14], color: vars.color.textMuted });
export const choice = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[8],
  height: space[56],
  borderRadius: radius[10],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: fontWeight.bold,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': { borderColor: vars.color.accent, background: `color-mix(in srgb, ${vars.color.accent} 14%, ${vars.color.surfaceRaised})` },
    '&:has(input:focus-visible)': { outline: `${borderWidth[2]} solid ${vars.color.focus}`, outlineOffset: space[2] },
  },
});
export const radio = style({ accentColor: vars.color.accent, width: space[16], height: space[16], margin: 0 });

export const power = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginTop: space[20],
  padding: `${space[14]} ${space[16]}`,
  borderRadius: radius[10],
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});
export const powerValue = style({ color: vars.color.text, fontWeight: fontWeight.heavy, fontSize: fontSize[18], fontVariantNumeric: 'tabular-nums' });
export const caution = style({ display: 'flex', gap: space[8], marginTop: space[16], color: vars.color.warning, fontSize: fontSize[13], lineHeight: lineHeight.body });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const busy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[14],
  padding: `${space[28]} ${space[8]} ${space[8]}`,
  color: vars.color.text,
  textAlign: 'center',
});
export const spinner = style({
  width: space[36],
  height: space[36],
  borderRadius: '50%',
  border: `${borderWidth[3]} solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
});
export const complete = style({ display: 'flex', flexDirection: 'column', gap: space[12] });
