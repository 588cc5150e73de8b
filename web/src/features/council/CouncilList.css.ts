import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space } from '../../styles/tokens';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: space[40], paddingTop: space[32], '@media': { [media.mobile]: { gap: space[32], paddingTop: space[24] } } });

export const section = style({ display: 'flex', flexDirection: 'column', gap: space[16] });
export const sectionTitle = style({ display: 'flex', alignItems: 'center', gap: space[10], fontSize: fontSize[22], fontWeight: fontWeight.heavy, letterSpacing: '-0.01em' });
export const definition = style({ margin: 0, color: vars.color.textSubtle, fontSize: fontSize[14] });
export const count = style({ color: vars.color.textSubtle, fontSize: fontSize[15], fontWeight: fontWeight.semibold });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space[20],
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[16] }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space[12] } },
});
export const rows = style({ display: 'flex', flexDirection: 'column', gap: space[12], listStyle: 'none' });
globalStyle(`${grid} > li, ${rows} > li`, { display: 'flex', minWidth: 0 });

// ------------------------------------------------------------------ toolbar

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[16],
  flexWrap: 'wrap',
  // A column on narrow screens, the chips wrapping within its full width (they scrolled sideways, hiding
  // categories with no sign of more).
  '@media': { [media.tablet]: { flexDirection: 'column', alignItems: 'stretch', flexWrap: 'nowrap' } },
});
export const chips = style({
  display: 'flex',
  gap: space[8],
  flexWrap: 'wrap',
  listStyle: 'none',
});
export const tools = style({ display: 'flex', alignItems: 'center', gap: space[12] });

export const search = style({ position: 'relative', display: 'flex', alignItems: 'center', flex: '1 1 auto' });
export const searchIcon = style({ position: 'absolute', left: space[14], color: vars.color.textSubtle, pointerEvents: 'none' });
export const searchInput = style({
  width: size[300],
  height: space[40],
  padding: `0 ${space[16]} 0 42px`,
  borderRadius: radius.pill,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: fontSize[14],
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { borderColor: vars.color.focus, outlineOffset: '0' },
  },
  '@media': { [media.tablet]: { width: '100%' } },
});

export const toggle = style({
  display: 'inline-flex',
  padding: space[2],
  gap: space[2],
  borderRadius: radius.pill,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.tablet]: { display: 'none' } },
});
export const toggleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: space[36],
  height: space[32],
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': { background: vars.color.text, color: vars.color.bg },
  },
});

// ------------------------------------------------------------------ items

export const item = recipe({
  base: {
    display: 'flex',
    width: '100%',
    minWidth: 0,
    borderRadius: radius[24],
    border: `${borderWidth[1]} solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.card,
    color: vars.color.text,
    textDecoration: 'none',
    transition: 'border-color 150ms ease, background-color 150ms ease, transform 150ms ease',
    selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised } },
  },
  variants: {
    layout: {
      card: { flexDirection: 'column', gap: space[16], padding: space[24], '@media': { [media.mobile]: { padding: space[20] } } },
      line: { display: 'grid', gridTemplateColumns: `minmax(${size[240]}, 1.1fr) minmax(0, 1.6fr) minmax(${size[320]}, 1.3fr)`, alignItems: 'center', gap: space[24], padding: `${space[20]} ${space[24]}` },
      compact: { flexDirection: 'column', gap: space[12], padding: space[16], borderRadius: radius[16] },
    },
    highlighted: {
      true: {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 ${borderWidth[1]} ${vars.color.accent}, 0 10px 30px -18px ${vars.color.accent}`,
        selectors: { '&:hover': { borderColor: vars.color.accent } },
      },
    },
    // Resigned councils carry a badge; dimming them would fail contrast.
    resigned: { true: {} },
  },
});

export const head = style({ display: 'flex', alignItems: 'center', gap: space[14], minWidth: 0 });
export const identity = style({ display: 'flex', flexDirection: 'column', gap: space[6], minWidth: 0 });
export const nameRow = style({ display: 'flex', alignItems: 'center', gap: space[8], flexWrap: 'wrap' });
export const name = style({ fontSize: fontSize[16], fontWeight: fontWeight.bold, lineHeight: lineHeight.snug, overflowWrap: 'anywhere' });

export const tags = style({ display: 'flex', gap: space[6], flexWrap: 'wrap', listStyle: 'none' });
export const tag = style({
  padding: `${space[2]} ${space[8]}`,
  borderRadius: radius[6],
  background: vars.color.surfaceRaised,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: fontSize[12],
  fontWeight: fontWeight.semibold,
});

export const description = style({ color: vars.color.textMuted, fontSize: fontSize[14], lineHeight: lineHeight.relaxed, overflowWrap: 'anywhere' });

export const stats = recipe({
  base: { display: 'grid', gap: space[12], margin: 0 },
  variants: {
    layout: {
      card: {
        gridTemplateColumns: '1fr auto',
        marginTop: 'auto',
        paddingTop: space[16],
        borderTop: `${borderWidth[1]} solid ${vars.color.border}`,
      },
      line: { gridTemplateColumns: `150px ${space[64]} minmax(0, 1fr)`, columnGap: space[20] },
      compact: { gridTemplateColumns: '1fr' },
    },
  },
});
export const stat = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 });
globalStyle(`${stat} dt`, { color: vars.color.textSubtle, fontSize: fontSize[12], fontWeight: fontWeight.semibold, letterSpacing: '0.02em' });
globalStyle(`${stat} dd`, { margin: 0, fontSize: fontSize[15], fontWeight: fontWeight.bold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const activityStat = style({ gridColumn: '1 / -1', selectors: { [`${stats.classNames.variants.layout.line} &`]: { gridColumn: 'auto' } } });
export const activityTitle = style({});
globalStyle(`${stat} dd${activityTitle}`, {
  fontWeight: fontWeight.semibold,
  fontSize: fontSize[14],
  whiteSpace: 'normal',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const loading = style({ minHeight: size[320] });
