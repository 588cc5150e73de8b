import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '10px',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: '18px',
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const mark = style({ color: vars.color.accent, flexShrink: 0 });

export const word = style({ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.05 });
export const sub = style({
  fontSize: '11px',
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  '@media': { [media.mini]: { display: 'none' } },
});

export const envLabel = style({
  padding: '2px 6px',
  borderRadius: '4px',
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontSize: '10px',
  fontWeight: 800,
  letterSpacing: '0.08em',
});
