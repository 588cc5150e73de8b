import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '24px',
  marginTop: '32px',
  padding: '32px',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: '20px 16px', marginTop: '24px' } },
});
export const title = style({ fontSize: '22px', fontWeight: 800, letterSpacing: '-0.01em' });

export const timeline = style({ listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const entry = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '110px 24px minmax(0, 1fr)',
  alignItems: 'start',
  gap: '12px',
  paddingBottom: '22px',
  selectors: {
    '&::before': { content: '""', position: 'absolute', left: '133px', top: '18px', bottom: '-2px', width: '2px', background: vars.color.border },
    '&:last-child::before': { display: 'none' },
  },
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: '16px minmax(0, 1fr)',
      gridTemplateRows: 'auto auto',
      columnGap: '12px',
      rowGap: '6px',
      selectors: { '&::before': { left: '7px', top: '18px' } },
    },
  },
});

export const date = style({
  paddingTop: '2px',
  color: vars.color.textMuted,
  fontSize: '14px',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.mobile]: { gridColumn: 2, gridRow: 1 } },
});

export const dot = recipe({
  base: {
    position: 'relative',
    zIndex: 1,
    width: '14px',
    height: '14px',
    marginTop: '5px',
    marginLeft: '5px',
    borderRadius: '50%',
    border: `3px solid ${vars.color.surface}`,
    '@media': { [media.mobile]: { gridColumn: 1, gridRow: 1, marginLeft: '1px' } },
  },
  variants: { kind: { joined: { background: vars.color.accent }, resigned: { background: vars.color.borderStrong } } },
});

export const body = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '12px',
  flexWrap: 'wrap',
  '@media': { [media.mobile]: { gridColumn: 2, gridRow: 2, flexDirection: 'column', gap: '8px' } },
});

export const names = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', listStyle: 'none', paddingTop: '1px' });
export const council = style({ display: 'inline-flex', alignItems: 'center', gap: '8px', fontSize: '15px', fontWeight: 600 });
export const link = style({ color: vars.color.text, textUnderlineOffset: '3px', selectors: { '&:hover': { color: vars.color.link } } });
