import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const section = style({ paddingBlock: `${space[24]} ${space[56]}`, '@media': { [media.mobile]: { paddingBlock: `${space[8]} ${space[40]}` } } });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space[20],
  '@media': { [media.tablet]: { gap: space[12] }, [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: space[10],
  padding: space[28],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
  backdropFilter: 'blur(8px)',
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { padding: space[20] } },
});

export const label = style({ display: 'flex', alignItems: 'baseline', gap: space[8], color: vars.color.textMuted, fontSize: fontSize[15], fontWeight: fontWeight.semibold });
export const note = style({ color: vars.color.textSubtle, fontSize: fontSize[13], fontWeight: fontWeight.medium });

export const value = style({
  fontSize: `clamp(${fontSize[22]}, 2.2vw, ${fontSize[30]})`,
  fontWeight: fontWeight.heavy,
  letterSpacing: '-0.01em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const unit = style({ marginLeft: space[6], color: vars.color.textMuted, fontSize: '0.6em', fontWeight: fontWeight.bold });
