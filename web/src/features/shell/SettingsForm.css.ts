import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: '20px' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: '10px',
  color: vars.color.textMuted,
  fontSize: '13px',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const options = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px' });

/** A visible native radio inside a clickable pill: both the radio and its text take the click. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  minHeight: '44px',
  padding: '0 12px',
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
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
  width: '18px',
  height: '18px',
  margin: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', width: '8px', height: '8px', borderRadius: '50%', background: 'transparent' },
    '&:checked': { borderColor: vars.color.text },
    '&:checked::after': { background: vars.color.text },
  },
});

export const optionLabel = style({ fontSize: '14px', fontWeight: 600, whiteSpace: 'nowrap' });

export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px' });
