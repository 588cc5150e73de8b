import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[20] });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: space[10],
  color: vars.color.textMuted,
  fontSize: fontSize[13],
  fontWeight: fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const options = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space[8] });

/** A visible native radio inside a clickable pill: both the radio and its text take the click. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[10],
  minHeight: space[44],
  padding: `0 ${space[12]}`,
  borderRadius: radius[10],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, color: vars.color.text },
    '&:has(input:checked)': { borderColor: vars.color.text, background: vars.color.surface, color: vars.color.text },
  },
});

export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: space[18],
  height: space[18],
  margin: 0,
  borderRadius: '50%',
  border: `${borderWidth[2]} solid ${vars.color.borderStrong}`,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', width: space[8], height: space[8], borderRadius: '50%', background: 'transparent' },
    '&:checked': { borderColor: vars.color.text },
    '&:checked::after': { background: vars.color.text },
  },
});

export const optionLabel = style({ fontSize: fontSize[14], fontWeight: fontWeight.semibold, whiteSpace: 'nowrap' });

export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space[8] });
