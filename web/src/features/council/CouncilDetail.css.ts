import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const page = style({ paddingTop: '32px', paddingBottom: '80px', '@media': { [media.mobile]: { paddingTop: '20px', paddingBottom: '48px' } } });
export const body = style({ display: 'flex', flexDirection: 'column', gap: '24px', marginTop: '24px', '@media': { [media.mobile]: { gap: '16px', marginTop: '16px' } } });

const surface = {
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
} as const;

export const profile = recipe({
  base: [surface, { display: 'flex', flexDirection: 'column', gap: '24px', padding: '32px', '@media': { [media.mobile]: { padding: '20px 16px', gap: '20px' } } }],
  variants: { highlighted: { true: { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` } } },
});
export const profileHead = style({ display: 'flex', alignItems: 'flex-start', gap: '24px', '@media': { [media.mobile]: { flexDirection: 'column', gap: '16px' } } });
export const profileIdentity = style({ display: 'flex', flexDirection: 'column', gap: '10px', minWidth: 0 });
export const nameRow = style({ display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap' });
export const name = style({ fontSize: '30px', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.2, '@media': { [media.mobile]: { fontSize: '24px' } } });
export const summary = style({ color: vars.color.textMuted, fontSize: '16px', lineHeight: 1.6, maxWidth: '760px' });
export const profileFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '16px 32px',
  flexWrap: 'wrap',
  paddingTop: '20px',
  borderTop: `1px solid ${vars.color.border}`,
});
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none' });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  height: '34px',
  padding: '0 14px 0 10px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: '13px',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover } },
});
export const linkIcon = style({ borderRadius: '50%' });
export const figures = style({ display: 'flex', gap: '32px', margin: 0 });
globalStyle(`${figures} dt`, { color: vars.color.textSubtle, fontSize: '12px', fontWeight: 600 });
globalStyle(`${figures} dd`, { margin: 0, fontSize: '18px', fontWeight: 800, fontVariantNumeric: 'tabular-nums' });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  padding: '14px 18px',
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.badgeNoticeBg,
  color: vars.color.text,
  fontSize: '14px',
  fontWeight: 600,
});
globalStyle(`${notice} svg`, { flexShrink: 0, color: vars.color.info });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '24px',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px' } },
});

export const panel = style([surface, { display: 'flex', flexDirection: 'column', gap: '18px', padding: '28px', minWidth: 0, '@media': { [media.mobile]: { padding: '20px 16px' } } }]);
export const panelTitle = style({ fontSize: '19px', fontWeight: 800, letterSpacing: '-0.01em' });
export const muted = style({ color: vars.color.textMuted, fontSize: '14px' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: '8px' });
export const groupTitle = style({ color: vars.color.textSubtle, fontSize: '12px', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase' });
export const addressList = style({ display: 'flex', flexDirection: 'column', gap: '6px', listStyle: 'none' });
export const addressRow = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '12px',
    padding: '6px 6px 6px 4px',
    borderRadius: radius.lg,
    border: '1px solid transparent',
    flexWrap: 'wrap',
  },
  variants: { selected: { true: { borderColor: vars.color.accent, background: vars.color.surfaceRaised } } },
});
export const selectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '10px',
  minHeight: '36px',
  padding: '0 10px',
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '14px',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});
export const radio = style({
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  selectors: { [`${selectButton}[aria-pressed="true"] &`]: { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 3px ${vars.color.surfaceRaised}`, background: vars.color.accent } },
});
export const rowLabel = style({ whiteSpace: 'nowrap' });
export const version = recipe({
  base: { padding: '1px 8px', borderRadius: radius.pill, fontSize: '11px', fontWeight: 800, letterSpacing: '0.04em' },
  variants: {
    solid: {
      false: { border: `1px solid ${vars.color.borderStrong}`, color: vars.color.textMuted },
      true: { background: vars.color.text, color: vars.color.bg, border: `1px solid ${vars.color.text}` },
    },
  },
});

// ------------------------------------------------------------------ transactions

export const txHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' });
export const txTarget = style({ display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap' });
export const tableWrap = style({ overflowX: 'auto' });
export const txTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });
globalStyle(`${txTable} th`, {
  padding: '0 12px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: '12px',
  fontWeight: 700,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});
globalStyle(`${txTable} td`, { padding: '12px', borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle', whiteSpace: 'nowrap' });
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${txTable} th${numeric}`, { textAlign: 'right' });
export const unit = style({ color: vars.color.textSubtle, fontSize: '12px' });
export const when = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

// Phones: each transaction is a small card of labelled lines.
globalStyle(`${txTable} thead`, { '@media': { [media.mobile]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${txTable}, ${txTable} tbody, ${txTable} tr, ${txTable} td`, { '@media': { [media.mobile]: { display: 'block', width: '100%' } } });
globalStyle(`${txTable} tr`, { '@media': { [media.mobile]: { padding: '10px 0', borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${txTable} td`, {
  '@media': { [media.mobile]: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '12px', padding: '4px 0', border: 0, textAlign: 'right' } },
});
globalStyle(`${txTable} td::before`, {
  '@media': { [media.mobile]: { content: 'attr(data-label)', color: vars.color.textSubtle, fontSize: '12px', fontWeight: 700, textAlign: 'left' } },
});

export const status = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    fontSize: '13px',
    fontWeight: 700,
    selectors: { '&::before': { content: '""', width: '8px', height: '8px', borderRadius: '50%', background: 'currentColor' } },
  },
  variants: {
    tone: {
      success: { color: vars.color.success },
      failed: { color: vars.color.danger },
      progress: { color: vars.color.warning },
    },
  },
});

