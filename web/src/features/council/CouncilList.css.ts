import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: '40px', paddingTop: '32px', '@media': { [media.mobile]: { gap: '32px', paddingTop: '24px' } } });

export const section = style({ display: 'flex', flexDirection: 'column', gap: '16px' });
export const sectionTitle = style({ display: 'flex', alignItems: 'center', gap: '10px', fontSize: '22px', fontWeight: 800, letterSpacing: '-0.01em' });
export const count = style({ color: vars.color.textSubtle, fontSize: '15px', fontWeight: 600 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '20px',
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '16px' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: '12px' } },
});
export const rows = style({ display: 'flex', flexDirection: 'column', gap: '12px', listStyle: 'none' });
globalStyle(`${grid} > li, ${rows} > li`, { display: 'flex', minWidth: 0 });

// ------------------------------------------------------------------ toolbar

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '16px',
  flexWrap: 'wrap',
  // One line on narrow screens: a wrapping column would size itself to its widest child (the chips).
  '@media': { [media.tablet]: { flexDirection: 'column', alignItems: 'stretch', flexWrap: 'nowrap' } },
});
export const chips = style({
  display: 'flex',
  gap: '8px',
  flexWrap: 'wrap',
  listStyle: 'none',
  '@media': { [media.tablet]: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none', paddingBottom: '2px' } },
});
export const tools = style({ display: 'flex', alignItems: 'center', gap: '12px' });

export const search = style({ position: 'relative', display: 'flex', alignItems: 'center', flex: '1 1 auto' });
export const searchIcon = style({ position: 'absolute', left: '14px', color: vars.color.textSubtle, pointerEvents: 'none' });
export const searchInput = style({
  width: '300px',
  height: '40px',
  padding: '0 16px 0 42px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '14px',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { borderColor: vars.color.focus, outlineOffset: '0' },
  },
  '@media': { [media.tablet]: { width: '100%' } },
});

export const toggle = style({
  display: 'inline-flex',
  padding: '3px',
  gap: '2px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.tablet]: { display: 'none' } },
});
export const toggleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '32px',
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
    borderRadius: radius.xl,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.card,
    color: vars.color.text,
    textDecoration: 'none',
    transition: 'border-color 150ms ease, background-color 150ms ease, transform 150ms ease',
    selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised } },
  },
  variants: {
    layout: {
      card: { flexDirection: 'column', gap: '16px', padding: '24px', '@media': { [media.mobile]: { padding: '20px' } } },
      line: { display: 'grid', gridTemplateColumns: 'minmax(240px, 1.1fr) minmax(0, 1.6fr) minmax(320px, 1.3fr)', alignItems: 'center', gap: '24px', padding: '20px 24px' },
      compact: { flexDirection: 'column', gap: '12px', padding: '16px', borderRadius: radius.lg },
    },
    highlighted: {
      true: {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 1px ${vars.color.accent}, 0 10px 30px -18px ${vars.color.accent}`,
        selectors: { '&:hover': { borderColor: vars.color.accent } },
      },
    },
    // Resigned councils carry a badge; dimming them would fail contrast.
    resigned: { true: {} },
  },
});

export const head = style({ display: 'flex', alignItems: 'center', gap: '14px', minWidth: 0 });
export const identity = style({ display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 });
export const nameRow = style({ display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' });
export const name = style({ fontSize: '17px', fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' });

export const tags = style({ display: 'flex', gap: '6px', flexWrap: 'wrap', listStyle: 'none' });
export const tag = style({
  padding: '2px 8px',
  borderRadius: radius.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '12px',
  fontWeight: 600,
});

export const description = style({ color: vars.color.textMuted, fontSize: '14px', lineHeight: 1.6, overflowWrap: 'anywhere' });

export const stats = recipe({
  base: { display: 'grid', gap: '12px', margin: 0 },
  variants: {
    layout: {
      card: {
        gridTemplateColumns: '1fr auto',
        marginTop: 'auto',
        paddingTop: '16px',
        borderTop: `1px solid ${vars.color.border}`,
      },
      line: { gridTemplateColumns: '150px 64px minmax(0, 1fr)', columnGap: '20px' },
      compact: { gridTemplateColumns: '1fr' },
    },
  },
});
export const stat = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
globalStyle(`${stat} dt`, { color: vars.color.textSubtle, fontSize: '12px', fontWeight: 600, letterSpacing: '0.02em' });
globalStyle(`${stat} dd`, { margin: 0, fontSize: '15px', fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const activityStat = style({ gridColumn: '1 / -1', selectors: { [`${stats.classNames.variants.layout.line} &`]: { gridColumn: 'auto' } } });
export const activityTitle = style({});
globalStyle(`${stat} dd${activityTitle}`, {
  fontWeight: 600,
  fontSize: '14px',
  whiteSpace: 'normal',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const loading = style({ minHeight: '320px' });
