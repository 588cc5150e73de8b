import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, space } from '../../../styles/tokens';

export const section = style({ paddingBlock: space[48], '@media': { [media.mobile]: { paddingBlock: space[32] } } });

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  gap: space[40],
  alignItems: 'center',
  padding: space[48],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr', gap: space[28], padding: space[32] },
    [media.mobile]: { padding: space[24] },
  },
});

export const kicker = style({ color: vars.color.link, fontSize: fontSize[13], fontWeight: fontWeight.heavy, letterSpacing: '0.08em', textTransform: 'uppercase' });

export const heading = style({
  marginTop: space[10],
  fontSize: fontSize[30],
  fontWeight: fontWeight.heavy,
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  '@media': { [media.mobile]: { fontSize: fontSize[24] } },
});

export const text = style({ marginTop: space[14], color: vars.color.textMuted, lineHeight: lineHeight.relaxed });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[10], marginTop: space[24] });

export const councilGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: space[12],
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const council = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[10],
  padding: `${space[18]} ${space[12]}`,
  borderRadius: radius[16],
  background: vars.color.surfaceRaised,
  textAlign: 'center',
  fontSize: fontSize[14],
  fontWeight: fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const avatar = style({
  width: space[48],
  height: space[48],
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceHover,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.text,
  fontWeight: fontWeight.heavy,
});

export const featureList = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[12], listStyle: 'none', '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } } });

export const feature = style({
  padding: space[20],
  borderRadius: radius[16],
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: fontSize[14],
  lineHeight: lineHeight.body,
});

export const featureTitle = style({ marginBottom: space[6], color: vars.color.text, fontSize: fontSize[16], fontWeight: fontWeight.bold });

export const agendaLink = style({
  display: 'block',
  marginTop: space[10],
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { textDecoration: 'underline' },
});
