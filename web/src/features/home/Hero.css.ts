import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space } from '../../styles/tokens';

// ---- the fixed art behind the page

export const art = style({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const plane = style({ position: 'absolute', inset: `-${space[48]}`, willChange: 'opacity' });
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
  minHeight: `min(${size[760]}, calc(100vh - ${space[72]}))`,
  paddingBlock: `${space[96]} ${space[80]}`,
  '@media': {
    [media.tablet]: { minHeight: 0, paddingBlock: `${space[72]} ${space[56]}` },
    [media.mobile]: { paddingBlock: `${space[48]} ${space[40]}` },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: space[28], maxWidth: size[820] });

export const eyebrow = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: space[8],
  padding: `${space[6]} ${space[12]}`,
  borderRadius: radius.pill,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.surface} 70%, transparent)`,
  color: vars.color.textMuted,
  fontSize: fontSize[13],
  fontWeight: fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const dot = style({ width: space[8], height: space[8], borderRadius: '50%', background: vars.color.accent });

export const title = style({
  fontSize: `clamp(${fontSize[36]}, 5.2vw, 68px)`,
  fontWeight: fontWeight.heavy,
  lineHeight: 1.05,
  letterSpacing: '-0.035em',
  textWrap: 'balance',
  '@media': { [media.mini]: { fontSize: fontSize[30] } },
});

export const lead = style({
  maxWidth: size[560],
  color: vars.color.textMuted,
  fontSize: fontSize[18],
  lineHeight: lineHeight.relaxed,
  '@media': { [media.mobile]: { fontSize: fontSize[16] } },
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[16]} ${space[48]}`,
  // On a phone the two figures sit one above the other from the first paint: side by side, the
  // staked total wrapped to its own line once its number arrived (a layout shift).
  '@media': { [media.mobile]: { flexDirection: 'column', gap: space[16] } },
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: space[4] });

export const statLabel = style({ color: vars.color.textMuted, fontSize: fontSize[14], fontWeight: fontWeight.semibold });

export const statValue = style({
  display: 'block',
  fontSize: `clamp(${fontSize[30]}, 3.6vw, 44px)`,
  fontWeight: fontWeight.heavy,
  letterSpacing: '-0.02em',
  lineHeight: lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.mini]: { fontSize: fontSize[26] } },
});

export const unit = style({ marginLeft: space[8], color: vars.color.link, fontSize: '0.5em', fontWeight: fontWeight.heavy, letterSpacing: '0.02em' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[12] });
