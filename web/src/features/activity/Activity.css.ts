import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, font, fontSize, fontWeight, lineHeight, radius, size, space, underlineOffset } from '../../styles/tokens';

// ------------------------------------------------------------------ layout

/** Spec: Feed 816 wide beside Rank 480 on wide screens. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 816px) minmax(0, ${size[480]})`,
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: space[40],
  paddingTop: space[32],
});
/** Sticky beside the feed; its `top` is set from its height (useStickyTop). */
export const rankColumn = style({ position: 'sticky', minWidth: 0 });
export const narrowTab = style({ paddingTop: space[16] });
export const subPanel = style({ paddingTop: space[20] });

export const columnTitle = style({ fontSize: fontSize[22], fontWeight: fontWeight.heavy, letterSpacing: '-0.01em' });
export const anchor = style({ scrollMarginTop: space[96] });

// ------------------------------------------------------------------ feed

export const feed = style({ display: 'flex', flexDirection: 'column', gap: space[20], minWidth: 0 });
export const list = style({ display: 'flex', flexDirection: 'column', gap: space[20] });

export const strip = style({
  display: 'flex',
  gap: space[4],
  listStyle: 'none',
  overflowX: 'auto',
  padding: `${space[4]} ${space[2]} ${space[10]}`,
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.borderStrong} transparent`,
});
export const stripButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[8],
  width: '84px',
  padding: `${space[8]} ${space[4]}`,
  border: `${borderWidth[1]} solid transparent`,
  borderRadius: radius[16],
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.surface, color: vars.color.text },
  },
});
export const stripName = style({
  fontSize: fontSize[12],
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
  textAlign: 'center',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const allMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: space[40],
  height: space[40],
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: fontSize[13],
  fontWeight: fontWeight.heavy,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[16],
  padding: space[28],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: `${space[20]} ${space[16]}`, gap: space[14] } },
});
export const meta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[12], flexWrap: 'wrap' });
export const councilLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[10],
  color: vars.color.text,
  fontSize: fontSize[14],
  fontWeight: fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.link } },
});
export const date = style({ color: vars.color.textSubtle, fontSize: fontSize[13], fontVariantNumeric: 'tabular-nums' });
export const cardTitle = style({ fontSize: fontSize[20], fontWeight: fontWeight.heavy, lineHeight: lineHeight.snug, letterSpacing: '-0.01em', '@media': { [media.mobile]: { fontSize: fontSize[18] } } });
export const titleLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: underlineOffset } } });
export const image = style({ width: '100%', height: 'auto', aspectRatio: '816 / 436', objectFit: 'cover', borderRadius: radius[16], background: vars.color.surfaceRaised });

export const attachments = style({ display: 'flex', flexWrap: 'wrap', gap: space[8], listStyle: 'none' });
export const attachment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[8],
  height: '34px',
  padding: `0 ${space[14]}`,
  borderRadius: radius.pill,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: fontSize[13],
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover } },
});

// ------------------------------------------------------------------ rank

export const rank = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[28],
  minWidth: 0,
  padding: space[28],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: `${space[20]} ${space[16]}`, gap: space[24] } },
});
export const rankHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[12] });
export const rankTools = style({ display: 'flex', alignItems: 'center', gap: space[8] });
export const infoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: space[36],
  height: space[36],
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'help',
  selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
});
export const infoLine = style({ display: 'block', selectors: { '& + &': { marginTop: space[4] } } });

export const rankBlock = style({ display: 'flex', flexDirection: 'column', gap: space[14] });
export const blockTitle = style({ fontSize: fontSize[16], fontWeight: fontWeight.bold });

export const chart = style({ position: 'relative', width: '100%' });
export const chartFallback = style({ width: '100%', borderRadius: radius[10], background: vars.color.surfaceRaised, opacity: 0.5 });
export const chartTooltip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: `${space[8]} ${space[12]}`,
  borderRadius: radius[10],
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: fontSize[13],
  boxShadow: vars.shadow.popover,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
});

/** Stacked on a phone, the label goes above a 10+10 address that does not fit beside it. */
export const addressCell = style({ '@media': { [media.mobile]: { flexWrap: 'wrap' } } });
export const rankNumber = style({ width: space[44], color: vars.color.textMuted, fontWeight: fontWeight.bold, fontFamily: font.mono });
export const unit = style({ color: vars.color.textSubtle, fontSize: fontSize[12] });

// ------------------------------------------------------------------ detail and draft

export const detail = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 816px) minmax(0, ${size[480]})`,
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: space[40],
  marginTop: space[24],
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space[24] } },
});
export const article = style([card, { gap: space[20] }]);
export const articleTitle = style({ fontSize: fontSize[30], fontWeight: fontWeight.heavy, lineHeight: 1.25, letterSpacing: '-0.02em', '@media': { [media.mobile]: { fontSize: fontSize[22] } } });
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space[12],
  margin: 0,
});
export const figure = style({ padding: `${space[14]} ${space[16]}`, borderRadius: radius[16], background: vars.color.surfaceRaised });
globalStyle(`${figure} dt`, { color: vars.color.textSubtle, fontSize: fontSize[12], fontWeight: fontWeight.semibold });
globalStyle(`${figure} dd`, { margin: `${space[2]} 0 0`, fontSize: fontSize[20], fontWeight: fontWeight.heavy, fontVariantNumeric: 'tabular-nums' });
export const contracts = style({ display: 'flex', flexDirection: 'column', gap: space[10] });
export const contractList = style({ display: 'flex', flexWrap: 'wrap', gap: space[8], listStyle: 'none' });
export const subTitle = style({ fontSize: fontSize[15], fontWeight: fontWeight.bold });

export const draftLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: space[28],
  padding: `0 ${space[12]}`,
  borderRadius: radius.pill,
  border: `${borderWidth[1]} solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontSize: fontSize[13],
  fontWeight: fontWeight.heavy,
  letterSpacing: '0.02em',
});
export const inert = style({ userSelect: 'none' });
