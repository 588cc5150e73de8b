import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space, underlineOffset } from '../../styles/tokens';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[24],
  marginTop: space[32],
  padding: space[32],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: `${space[20]} ${space[16]}`, marginTop: space[24] } },
});
export const title = style({ fontSize: fontSize[22], fontWeight: fontWeight.heavy, letterSpacing: '-0.01em' });

export const timeline = style({ listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const entry = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `110px ${space[24]} minmax(0, 1fr)`,
  alignItems: 'start',
  gap: space[12],
  paddingBottom: '22px',
  selectors: {
    '&::before': { content: '""', position: 'absolute', left: '133px', top: space[18], bottom: `-${space[2]}`, width: space[2], background: vars.color.border },
    '&:last-child::before': { display: 'none' },
  },
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: `${space[16]} minmax(0, 1fr)`,
      gridTemplateRows: 'auto auto',
      columnGap: space[12],
      rowGap: space[6],
      selectors: { '&::before': { left: space[6], top: space[18] } },
    },
  },
});

export const date = style({
  paddingTop: space[2],
  color: vars.color.textMuted,
  fontSize: fontSize[14],
  fontWeight: fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.mobile]: { gridColumn: 2, gridRow: 1 } },
});

export const dot = recipe({
  base: {
    position: 'relative',
    zIndex: 1,
    width: space[14],
    height: space[14],
    marginTop: space[4],
    marginLeft: space[4],
    borderRadius: '50%',
    border: `${borderWidth[3]} solid ${vars.color.surface}`,
    '@media': { [media.mobile]: { gridColumn: 1, gridRow: 1, marginLeft: '1px' } },
  },
  variants: { kind: { joined: { background: vars.color.accent }, resigned: { background: vars.color.borderStrong } } },
});

export const body = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[12],
  flexWrap: 'wrap',
  '@media': { [media.mobile]: { gridColumn: 2, gridRow: 2, flexDirection: 'column', gap: space[8] } },
});

export const names = style({ display: 'flex', flexWrap: 'wrap', gap: `${space[8]} ${space[16]}`, listStyle: 'none', paddingTop: '1px' });
export const council = style({ display: 'inline-flex', alignItems: 'center', gap: space[8], fontSize: fontSize[15], fontWeight: fontWeight.semibold });
export const link = style({ color: vars.color.text, textUnderlineOffset: underlineOffset, selectors: { '&:hover': { color: vars.color.link } } });
