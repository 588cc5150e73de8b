import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';
import { radius } from '../../../styles/tokens';

export const section = style({ paddingBlock: '48px', '@media': { [media.mobile]: { paddingBlock: '32px' } } });

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  gap: '40px',
  alignItems: 'center',
  padding: '48px',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr', gap: '28px', padding: '32px' },
    [media.mobile]: { padding: '24px' },
  },
});

export const kicker = style({ color: vars.color.link, fontSize: '13px', fontWeight: 800, letterSpacing: '0.08em', textTransform: 'uppercase' });

export const heading = style({
  marginTop: '10px',
  fontSize: '30px',
  fontWeight: 800,
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  '@media': { [media.mobile]: { fontSize: '24px' } },
});

export const text = style({ marginTop: '14px', color: vars.color.textMuted, lineHeight: 1.6 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '10px', marginTop: '24px' });

export const councilGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '12px',
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const council = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '10px',
  padding: '18px 12px',
  borderRadius: radius.lg,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
  fontSize: '14px',
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const avatar = style({
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceHover,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.text,
  fontWeight: 800,
});

export const featureList = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px', listStyle: 'none', '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } } });

export const feature = style({
  padding: '20px',
  borderRadius: radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: '14px',
  lineHeight: 1.5,
});

export const featureTitle = style({ marginBottom: '6px', color: vars.color.text, fontSize: '16px', fontWeight: 700 });

export const agendaLink = style({
  display: 'block',
  marginTop: '10px',
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { textDecoration: 'underline' },
});
