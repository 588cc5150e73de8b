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

export const options = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '4px',
  padding: '4px',
  borderRadius: radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const option = style({ position: 'relative', display: 'flex' });

export const radio = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  // The label receives the pointer (and checks the radio); the radio keeps the focus and the keyboard.
  pointerEvents: 'none',
});

export const optionLabel = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  minHeight: '38px',
  padding: '0 10px',
  borderRadius: radius.sm,
  color: vars.color.textMuted,
  fontSize: '14px',
  fontWeight: 600,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    [`${radio}:checked + &`]: { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.card, outline: `1px solid ${vars.color.borderStrong}` },
    [`${radio}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    [`${option}:hover &`]: { color: vars.color.text },
  },
});

export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px' });
