import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const end = style({ display: 'flex', alignItems: 'center', gap: '8px', color: vars.color.textMuted, fontSize: '14px' });
export const endDate = style({ color: vars.color.text, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const agenda = style({ marginTop: '8px', color: vars.color.text, fontWeight: 700, fontSize: '16px', lineHeight: 1.4 });

export const choices = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '10px', margin: '20px 0 0', padding: 0, border: 0 });
export const legend = style({ marginBottom: '10px', fontSize: '14px', color: vars.color.textMuted });
export const choice = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  height: '56px',
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': { borderColor: vars.color.accent, background: `color-mix(in srgb, ${vars.color.accent} 14%, ${vars.color.surfaceRaised})` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const radio = style({ accentColor: vars.color.accent, width: '16px', height: '16px', margin: 0 });

export const power = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginTop: '20px',
  padding: '14px 16px',
  borderRadius: radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});
export const powerValue = style({ color: vars.color.text, fontWeight: 800, fontSize: '18px', fontVariantNumeric: 'tabular-nums' });
export const caution = style({ display: 'flex', gap: '8px', marginTop: '16px', color: vars.color.warning, fontSize: '13px', lineHeight: 1.5 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const busy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '14px',
  padding: '28px 8px 8px',
  color: vars.color.text,
  textAlign: 'center',
});
export const spinner = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
});
export const complete = style({ display: 'flex', flexDirection: 'column', gap: '12px' });
