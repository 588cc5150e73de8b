import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

// ---- the fixed art behind the page

export const art = style({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const plane = style({ position: 'absolute', inset: '-48px', willChange: 'opacity' });
export const blurredPlane = style({ filter: 'blur(18px)', opacity: 0 });

export const layer = style({
  position: 'absolute',
  inset: 0,
  willChange: 'transform',
  transition: 'transform 420ms cubic-bezier(0.2, 0.7, 0.2, 1)',
});

export const svg = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  '@media': { [media.tablet]: { left: '10%', opacity: 0.75 }, [media.mobile]: { left: '25%', opacity: 0.5 } },
});

const glow = style({ position: 'absolute', borderRadius: '50%', opacity: 0.28 });
export const glowA = style([
  glow,
  {
    width: '60vw',
    height: '60vw',
    right: '-8vw',
    top: '-18vw',
    background: `radial-gradient(closest-side, ${vars.color.heroGlowA}, transparent)`,
  },
]);
export const glowB = style([
  glow,
  {
    width: '44vw',
    height: '44vw',
    right: '30vw',
    top: '18vw',
    opacity: 0.2,
    background: `radial-gradient(closest-side, ${vars.color.heroGlowB}, transparent)`,
  },
]);

/** Keeps the hero text readable over the art, and fades the art into the page below. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(90deg, ${vars.color.bg} 0%, color-mix(in srgb, ${vars.color.bg} 70%, transparent) 35%, transparent 65%), linear-gradient(180deg, transparent 55%, ${vars.color.bg} 100%)`,
  '@media': {
    [media.tablet]: {
      background: `linear-gradient(180deg, color-mix(in srgb, ${vars.color.bg} 55%, transparent) 0%, color-mix(in srgb, ${vars.color.bg} 40%, transparent) 50%, ${vars.color.bg} 100%)`,
    },
  },
});

// ---- the hero content

export const hero = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 'min(760px, calc(100vh - 72px))',
  paddingBlock: '96px 80px',
  '@media': {
    [media.tablet]: { minHeight: 0, paddingBlock: '72px 56px' },
    [media.mobile]: { paddingBlock: '48px 40px' },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: '28px', maxWidth: '820px' });

export const eyebrow = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: '8px',
  padding: '6px 12px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.surface} 70%, transparent)`,
  color: vars.color.textMuted,
  fontSize: '13px',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', background: vars.color.accent });

export const title = style({
  fontSize: 'clamp(36px, 5.2vw, 68px)',
  fontWeight: 800,
  lineHeight: 1.05,
  letterSpacing: '-0.035em',
  textWrap: 'balance',
  '@media': { [media.mini]: { fontSize: '30px' } },
});

export const lead = style({
  maxWidth: '560px',
  color: vars.color.textMuted,
  fontSize: '18px',
  lineHeight: 1.6,
  '@media': { [media.mobile]: { fontSize: '16px' } },
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '16px 48px',
  '@media': { [media.mobile]: { gap: '16px 28px' } },
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: '4px' });

export const statLabel = style({ color: vars.color.textMuted, fontSize: '14px', fontWeight: 600 });

export const statValue = style({
  display: 'block',
  fontSize: 'clamp(30px, 3.6vw, 44px)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.mini]: { fontSize: '26px' } },
});

export const unit = style({ marginLeft: '8px', color: vars.color.link, fontSize: '0.5em', fontWeight: 800, letterSpacing: '0.02em' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px' });
