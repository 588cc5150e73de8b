import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space, underlineOffset } from '../../styles/tokens';

// ---------------------------------------------------------------- page

export const page = style({
  paddingTop: space[40],
  paddingBottom: space[96],
  '@media': { [media.tablet]: { paddingTop: space[28] }, [media.mobile]: { paddingTop: space[20], paddingBottom: space[56] } },
});
export const header = style({ display: 'flex', flexDirection: 'column', gap: space[8], marginBottom: space[24] });
export const title = style({
  fontSize: fontSize[40],
  fontWeight: fontWeight.heavy,
  letterSpacing: '-0.03em',
  lineHeight: lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: fontSize[32] }, [media.mobile]: { fontSize: fontSize[26] } },
});
export const lead = style({ color: vars.color.textMuted, fontSize: fontSize[16], maxWidth: size[680], '@media': { [media.mobile]: { fontSize: fontSize[15] } } });
export const subscribe = style({ display: 'flex', flexWrap: 'wrap', gap: space[16], fontSize: fontSize[14] });
export const subscribeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[6],
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: underlineOffset,
});
export const panel = style({ paddingTop: space[32], display: 'flex', flexDirection: 'column', gap: space[56], '@media': { [media.mobile]: { paddingTop: space[24], gap: space[40] } } });
export const fallback = style({ minHeight: '60vh' });

// ---------------------------------------------------------------- banner (KGP-25 resumed as agenda 44)

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[12],
  padding: `${space[14]} ${space[18]}`,
  marginBottom: space[24],
  borderRadius: radius[10],
  border: `${borderWidth[1]} solid color-mix(in srgb, ${vars.color.info} 45%, transparent)`,
  background: `color-mix(in srgb, ${vars.color.info} 10%, transparent)`,
  color: vars.color.text,
  fontSize: fontSize[14],
  lineHeight: lineHeight.body,
});
export const bannerIcon = style({ color: vars.color.info, flexShrink: 0, marginTop: '1px' });
export const bannerLink = style({ color: vars.color.link, fontWeight: fontWeight.bold, textUnderlineOffset: underlineOffset });

// ---------------------------------------------------------------- sections and toolbars

export const section = style({ display: 'flex', flexDirection: 'column', gap: space[20] });
export const sectionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[16], flexWrap: 'wrap' });
export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[10],
  fontSize: fontSize[24],
  fontWeight: fontWeight.heavy,
  letterSpacing: '-0.01em',
  '@media': { [media.mobile]: { fontSize: fontSize[20] } },
});
export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: space[28],
  height: space[24],
  padding: `0 ${space[8]}`,
  borderRadius: radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: fontSize[13],
  fontWeight: fontWeight.bold,
});
export const seeMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[4],
  color: vars.color.link,
  fontWeight: fontWeight.bold,
  fontSize: fontSize[14],
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: underlineOffset } },
});
export const seeMoreWide = style({ '@media': { [media.tablet]: { display: 'none' } } });
export const seeMoreNarrow = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } });

export const toolbar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[16], flexWrap: 'wrap' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space[8], listStyle: 'none' });
export const historyBy = style({ display: 'flex', alignItems: 'center', gap: space[12], flexWrap: 'wrap' });
export const historyLabel = style({ fontSize: fontSize[24], fontWeight: fontWeight.heavy, '@media': { [media.mobile]: { fontSize: fontSize[20] } } });

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[4],
  width: size[320],
  maxWidth: '100%',
  height: space[44],
  padding: `0 ${space[6]} 0 ${space[16]}`,
  borderRadius: radius.pill,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.borderStrong } },
  '@media': { [media.mobile]: { width: '100%' } },
});
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  background: 'transparent',
  outline: 'none',
  fontSize: fontSize[15],
  selectors: { '&::placeholder': { color: vars.color.textSubtle } },
});

// ---------------------------------------------------------------- cards

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space[20],
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.narrowCards]: { gridTemplateColumns: '1fr' } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space[14],
  height: '100%',
  minHeight: size[280],
  padding: space[24],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: 'border-color 150ms ease',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
  '@media': { [media.mobile]: { padding: space[20], minHeight: 0 } },
});
export const cardTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[8] });
export const agendaNo = style({ color: vars.color.textSubtle, fontSize: fontSize[13], fontWeight: fontWeight.bold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const cardTitle = style({ fontSize: fontSize[18], fontWeight: fontWeight.bold, lineHeight: 1.35 });
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: underlineOffset },
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius[24] },
  },
});
export const subtitle = style({ color: vars.color.textMuted, fontSize: fontSize[14], lineHeight: lineHeight.body });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: space[6], listStyle: 'none' });
export const cardFoot = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: space[10],
  paddingTop: space[14],
  borderTop: `${borderWidth[1]} solid ${vars.color.border}`,
});
export const blockLine = style({ fontSize: fontSize[14], fontWeight: fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
export const cardMeta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[12], minHeight: space[36] });
export const when = style({ display: 'inline-flex', alignItems: 'center', gap: space[6], color: vars.color.textMuted, fontSize: fontSize[13], fontVariantNumeric: 'tabular-nums' });
/** Buttons inside a card sit above its stretched link. */
export const raised = style({ position: 'relative', zIndex: 1 });

export const skeleton = style({
  minHeight: size[280],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: `linear-gradient(100deg, ${vars.color.surface} 30%, ${vars.color.surfaceRaised} 50%, ${vars.color.surface} 70%)`,
  backgroundSize: '200% 100%',
});

// ---------------------------------------------------------------- history rows

export const rows = style({ display: 'flex', flexDirection: 'column', listStyle: 'none', borderTop: `${borderWidth[1]} solid ${vars.color.border}` });
export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '150px 128px minmax(0, 1fr) auto 110px',
  alignItems: 'center',
  gap: space[16],
  padding: `${space[18]} ${space[8]}`,
  borderBottom: `${borderWidth[1]} solid ${vars.color.border}`,
  transition: 'background-color 120ms ease',
  selectors: { '&:hover, &:focus-within': { background: vars.color.surface } },
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"badge no choice" "title title title" "tags tags date"', gap: `${space[8]} ${space[12]}`, padding: `${space[16]} ${space[4]}` },
  },
});
export const rowBadge = style({ '@media': { [media.tablet]: { gridArea: 'badge' } } });
export const rowNo = style({ '@media': { [media.tablet]: { gridArea: 'no' } } });
export const rowTitle = style({ fontSize: fontSize[16], fontWeight: fontWeight.semibold, lineHeight: lineHeight.normal, minWidth: 0, '@media': { [media.tablet]: { gridArea: 'title' } } });
export const rowTags = style({ '@media': { [media.tablet]: { gridArea: 'tags' } } });
export const rowDate = style({
  color: vars.color.textMuted,
  fontSize: fontSize[13],
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { gridArea: 'date' } },
});
export const rowChoice = style({ '@media': { [media.tablet]: { gridArea: 'choice', justifySelf: 'end' } } });
export const rowLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: underlineOffset },
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});
export const memberRow = style({ '@media': { [media.desktop]: { gridTemplateColumns: `150px 128px minmax(0, 1fr) auto 110px ${space[96]}` } } });
export const pagination = style({ display: 'flex', justifyContent: 'center', paddingTop: space[8] });

// ---------------------------------------------------------------- discussion

export const topics = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[16], listStyle: 'none', '@media': { [media.tablet]: { gridTemplateColumns: '1fr' } } });
export const topic = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space[10],
  height: '100%',
  padding: `22px ${space[24]}`,
  borderRadius: radius[16],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: 'border-color 150ms ease',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
});
export const topicTitle = style({ fontSize: fontSize[16], fontWeight: fontWeight.bold, lineHeight: lineHeight.normal });
export const topicExcerpt = style({
  color: vars.color.textMuted,
  fontSize: fontSize[14],
  lineHeight: lineHeight.relaxed,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const inlineIcon = style({ display: 'inline', marginLeft: space[6], verticalAlign: 'baseline' });
export const topicDate = style({ color: vars.color.textSubtle, fontSize: fontSize[13], fontVariantNumeric: 'tabular-nums' });

// ---------------------------------------------------------------- leaderboard

export const boards = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[24], '@media': { [media.tablet]: { gridTemplateColumns: '1fr' } } });
export const board = style({ padding: space[24], borderRadius: radius[24], border: `${borderWidth[1]} solid ${vars.color.border}`, background: vars.color.surface, '@media': { [media.mobile]: { padding: space[18] } } });
export const boardTitle = style({ fontSize: fontSize[18], fontWeight: fontWeight.heavy, marginBottom: space[4] });
export const boardNote = style({ color: vars.color.textMuted, fontSize: fontSize[13], marginBottom: space[16] });
export const boardList = style({ display: 'flex', flexDirection: 'column', listStyle: 'none', counterReset: 'rank' });
export const boardItem = style({
  display: 'grid',
  gridTemplateColumns: `${space[32]} ${space[36]} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: space[12],
  padding: `${space[10]} 0`,
  borderBottom: `${borderWidth[1]} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const rank = style({ color: vars.color.textSubtle, fontWeight: fontWeight.heavy, fontVariantNumeric: 'tabular-nums', textAlign: 'center' });
export const rankTop = style({ color: vars.color.link });
export const boardName = style({ fontWeight: fontWeight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
/** The name and its absence watch flag share the name's column; the name gives way first. */
export const boardNameCell = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: space[8], minWidth: 0 });
export const boardValue = style({ fontWeight: fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const dataNote = style({ display: 'flex', alignItems: 'center', gap: space[8], color: vars.color.textMuted, fontSize: fontSize[13] });

// ---------------------------------------------------------------- choice labels

export const choiceTone = styleVariants({
  yes: { color: vars.color.success },
  no: { color: vars.color.danger },
  abstain: { color: vars.color.warning },
  absent: { color: vars.color.textMuted },
  notStarted: { color: vars.color.textMuted },
});
export const choicePill = style({ display: 'inline-flex', alignItems: 'center', gap: space[6], fontWeight: fontWeight.bold, fontSize: fontSize[13] });
export const choiceDot = style({ width: space[8], height: space[8], borderRadius: '50%', background: 'currentColor' });
