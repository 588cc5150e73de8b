import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space } from '../../styles/tokens';

export const page = style({ paddingTop: space[32], paddingBottom: space[80], '@media': { [media.mobile]: { paddingTop: space[20], paddingBottom: space[48] } } });
export const body = style({ display: 'flex', flexDirection: 'column', gap: space[24], marginTop: space[24], '@media': { [media.mobile]: { gap: space[16], marginTop: space[16] } } });

const surface = {
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
} as const;

export const profile = recipe({
  base: [surface, { display: 'flex', flexDirection: 'column', gap: space[24], padding: space[32], '@media': { [media.mobile]: { padding: `${space[20]} ${space[16]}`, gap: space[20] } } }],
  variants: { highlighted: { true: { borderColor: vars.color.accent, boxShadow: `0 0 0 ${borderWidth[1]} ${vars.color.accent}` } } },
});
export const profileHead = style({ display: 'flex', alignItems: 'flex-start', gap: space[24], '@media': { [media.mobile]: { flexDirection: 'column', gap: space[16] } } });
export const profileIdentity = style({ display: 'flex', flexDirection: 'column', gap: space[10], minWidth: 0 });
export const nameRow = style({ display: 'flex', alignItems: 'center', gap: space[10], flexWrap: 'wrap' });
export const name = style({ fontSize: fontSize[30], fontWeight: fontWeight.heavy, letterSpacing: '-0.02em', lineHeight: lineHeight.heading, '@media': { [media.mobile]: { fontSize: fontSize[24] } } });
export const summary = style({ color: vars.color.textMuted, fontSize: fontSize[16], lineHeight: lineHeight.relaxed, maxWidth: size[760] });
export const profileFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${space[16]} ${space[32]}`,
  flexWrap: 'wrap',
  paddingTop: space[20],
  borderTop: `${borderWidth[1]} solid ${vars.color.border}`,
});
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space[8], listStyle: 'none' });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[8],
  height: '34px',
  padding: `0 ${space[14]} 0 ${space[10]}`,
  borderRadius: radius.pill,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: fontSize[13],
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover } },
});
export const linkIcon = style({ borderRadius: '50%' });
// Wraps on a phone: four figures side by side are wider than 320–390 px.
export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: `${space[16]} ${space[32]}`, margin: 0 });
globalStyle(`${figures} dt`, { color: vars.color.textSubtle, fontSize: fontSize[12], fontWeight: fontWeight.semibold });
globalStyle(`${figures} dd`, { margin: 0, fontSize: fontSize[18], fontWeight: fontWeight.heavy, fontVariantNumeric: 'tabular-nums' });

// A public delegation under the stake figures: a bordered block whose figures are lighter than the stake's.
export const subPanel = style({ display: 'flex', flexDirection: 'column', gap: space[10], paddingTop: space[16], borderTop: `${borderWidth[1]} solid ${vars.color.border}` });
export const subPanelTitle = style({ color: vars.color.textSubtle, fontSize: fontSize[12], fontWeight: fontWeight.bold, letterSpacing: '0.08em', textTransform: 'uppercase' });
export const details = style({ display: 'flex', flexWrap: 'wrap', gap: `${space[10]} ${space[32]}`, margin: 0 });
globalStyle(`${details} dt`, { color: vars.color.textSubtle, fontSize: fontSize[12], fontWeight: fontWeight.semibold });
globalStyle(`${details} dd`, { margin: 0, fontSize: fontSize[14], fontWeight: fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[10],
  padding: `${space[14]} ${space[18]}`,
  borderRadius: radius[16],
  border: `${borderWidth[1]} solid ${vars.color.info}`,
  background: vars.color.badgeNoticeBg,
  color: vars.color.text,
  fontSize: fontSize[14],
  fontWeight: fontWeight.semibold,
});
globalStyle(`${notice} svg`, { flexShrink: 0, color: vars.color.info });

export const panel = style([surface, { display: 'flex', flexDirection: 'column', gap: space[18], padding: space[28], minWidth: 0, '@media': { [media.mobile]: { padding: `${space[20]} ${space[16]}` } } }]);
export const panelTitle = style({ fontSize: fontSize[18], fontWeight: fontWeight.heavy, letterSpacing: '-0.01em' });
export const muted = style({ color: vars.color.textMuted, fontSize: fontSize[14] });
/** The description's room while its markdown renderer loads (a few lines, so the page below moves little). */
export const descriptionPlaceholder = style({ minHeight: '4.5em' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: space[8] });
export const groupTitle = style({ color: vars.color.textSubtle, fontSize: fontSize[12], fontWeight: fontWeight.bold, letterSpacing: '0.08em', textTransform: 'uppercase' });
export const addressList = style({ display: 'flex', flexDirection: 'column', gap: space[6], listStyle: 'none' });
export const addressRow = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space[12],
    padding: `${space[6]} ${space[6]} ${space[6]} ${space[4]}`,
    borderRadius: radius[16],
    border: `${borderWidth[1]} solid transparent`,
    flexWrap: 'wrap',
  },
  variants: { selected: { true: { borderColor: vars.color.accent, background: vars.color.surfaceRaised } } },
});
export const selectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[10],
  minHeight: space[36],
  padding: `0 ${space[10]}`,
  border: 0,
  borderRadius: radius[10],
  background: 'transparent',
  color: vars.color.text,
  fontSize: fontSize[14],
  fontWeight: fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});
export const radio = style({
  width: space[16],
  height: space[16],
  borderRadius: '50%',
  border: `${borderWidth[2]} solid ${vars.color.borderStrong}`,
  selectors: { [`${selectButton}[aria-pressed="true"] &`]: { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 ${borderWidth[3]} ${vars.color.surfaceRaised}`, background: vars.color.accent } },
});
export const rowLabel = style({ whiteSpace: 'nowrap' });
export const version = recipe({
  base: { padding: `1px ${space[8]}`, borderRadius: radius.pill, fontSize: fontSize[11], fontWeight: fontWeight.heavy, letterSpacing: '0.04em' },
  variants: {
    solid: {
      false: { border: `${borderWidth[1]} solid ${vars.color.borderStrong}`, color: vars.color.textMuted },
      true: { background: vars.color.text, color: vars.color.bg, border: `${borderWidth[1]} solid ${vars.color.text}` },
    },
  },
});

// ------------------------------------------------------------------ transactions

export const txHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[12], flexWrap: 'wrap' });
export const txTarget = style({ display: 'flex', alignItems: 'center', gap: space[10], flexWrap: 'wrap' });
export const unit = style({ color: vars.color.textSubtle, fontSize: fontSize[12] });
/** Stacked on a phone, the label goes above a 10+10 hash that does not fit beside it at 320 px. */
export const hashCell = style({ '@media': { [media.mobile]: { flexWrap: 'wrap' } } });
export const when = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const status = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[6],
    fontSize: fontSize[13],
    fontWeight: fontWeight.bold,
    selectors: { '&::before': { content: '""', width: space[8], height: space[8], borderRadius: '50%', background: 'currentColor' } },
  },
  variants: {
    tone: {
      success: { color: vars.color.success },
      failed: { color: vars.color.danger },
      progress: { color: vars.color.warning },
    },
  },
});

