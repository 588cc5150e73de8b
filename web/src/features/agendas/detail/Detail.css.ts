import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space, underlineOffset } from '../../../styles/tokens';

/** A colour at half its strength (the closed panel's graphics). */
const half = (color: string) => `color-mix(in srgb, ${color} 50%, transparent)`;

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${size[420]}`,
  alignItems: 'start',
  gap: space[24],
  paddingTop: space[28],
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', paddingTop: space[20] } },
});
/** On narrow screens the columns dissolve: header, then the votes, then context and the council table. */
export const main = style({ display: 'flex', flexDirection: 'column', gap: space[24], minWidth: 0, '@media': { [media.tablet]: { display: 'contents' } } });
export const aside = style({ position: 'sticky', top: space[96], minWidth: 0, '@media': { [media.tablet]: { position: 'static', order: 1 } } });
export const afterVotes = style({ '@media': { [media.tablet]: { order: 2 } } });

export const card = style({
  padding: space[28],
  borderRadius: radius[24],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: space[20], borderRadius: radius[16] } },
});

// ---------------------------------------------------------------- header

export const headTop = style({ display: 'flex', alignItems: 'center', gap: space[12], flexWrap: 'wrap' });
export const menuAnchor = style({ position: 'relative', marginLeft: 'auto' });
export const menu = style({ right: 0, left: 'auto', minWidth: size[240], padding: space[6] });
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[12],
  padding: `${space[10]} ${space[12]}`,
  borderRadius: radius[6],
  color: vars.color.text,
  fontSize: fontSize[14],
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceHover } },
});
export const subtitle = style({ marginTop: space[18], color: vars.color.textMuted, fontSize: fontSize[15], fontWeight: fontWeight.semibold });
export const agendaTitle = style({
  marginTop: space[6],
  fontSize: fontSize[30],
  fontWeight: fontWeight.heavy,
  letterSpacing: '-0.02em',
  lineHeight: lineHeight.heading,
  '@media': { [media.tablet]: { fontSize: fontSize[24] }, [media.mobile]: { fontSize: fontSize[20] } },
});
export const tags = style({ marginTop: space[14] });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr)',
  gap: `${space[14]} ${space[16]}`,
  marginTop: space[24],
  paddingTop: space[24],
  borderTop: `${borderWidth[1]} solid ${vars.color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space[4] } },
});
export const factLabel = style({ color: vars.color.textMuted, fontSize: fontSize[14], fontWeight: fontWeight.semibold, '@media': { [media.mobile]: { marginTop: space[10] } } });
export const factValue = style({ fontSize: fontSize[15], minWidth: 0, overflowWrap: 'anywhere' });
export const period = style({ display: 'flex', flexDirection: 'column', gap: space[2], fontVariantNumeric: 'tabular-nums' });
export const countdown = style({ color: vars.color.link, fontWeight: fontWeight.bold });
export const muted = style({ color: vars.color.textMuted });
export const proposer = style({ display: 'inline-flex', alignItems: 'center', gap: space[10], fontWeight: fontWeight.semibold });
export const links = style({ display: 'flex', flexDirection: 'column', gap: space[6], listStyle: 'none' });
export const link = style({ display: 'inline-flex', alignItems: 'center', gap: space[6], color: vars.color.link, fontWeight: fontWeight.semibold, textUnderlineOffset: underlineOffset, overflowWrap: 'anywhere' });
export const txTable = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: `${space[6]} ${space[14]}`,
  marginTop: space[10],
  fontSize: fontSize[14],
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space[2], rowGap: space[4] } },
});
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: fontSize[12],
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

export const calldata = style({ fontSize: fontSize[13], color: vars.color.textMuted });
globalStyle(`${calldata} summary`, { cursor: 'pointer' });
globalStyle(`${calldata} p`, { marginTop: space[6] });

export const sectionTitle = style({ fontSize: fontSize[20], fontWeight: fontWeight.heavy, marginBottom: space[16], display: 'flex', alignItems: 'center', gap: space[8] });

// ---------------------------------------------------------------- votes panel

export const panelHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[12], marginBottom: space[20], flexWrap: 'wrap' });
export const panelTitle = style({ fontSize: fontSize[20], fontWeight: fontWeight.heavy, display: 'flex', alignItems: 'center', gap: space[10] });
/** Closed agendas are dimmed (public §2): the graphics fade, the figures stay readable. */
export const dim = style({ opacity: 0.5 });

export const choiceList = style({ display: 'flex', flexDirection: 'column', gap: space[14], listStyle: 'none' });
export const choiceRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[8],
  padding: `${space[12]} ${space[14]}`,
  borderRadius: radius[10],
  border: `${borderWidth[1]} solid transparent`,
  background: vars.color.surfaceRaised,
});
export const choiceMine = style({ borderColor: vars.color.accent });
export const choiceLine = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: space[12] });
export const choiceName = style({ display: 'inline-flex', alignItems: 'center', gap: space[8], fontWeight: fontWeight.bold });
export const mine = style({ fontSize: fontSize[12], fontWeight: fontWeight.bold, color: vars.color.link });
export const choiceFigures = style({ fontVariantNumeric: 'tabular-nums', fontWeight: fontWeight.bold });
export const choicePercent = style({ color: vars.color.textMuted, fontWeight: fontWeight.semibold, marginLeft: space[8] });

export const track = style({ position: 'relative', height: space[8], borderRadius: radius.pill, background: vars.color.border, overflow: 'visible' });
export const fill = style({ position: 'absolute', inset: '0 auto 0 0', borderRadius: radius.pill, transition: 'width 600ms ease' });
export const fillTone = {
  yes: style({ background: vars.color.success }),
  no: style({ background: vars.color.danger }),
  abstain: style({ background: vars.color.warning }),
  rate: style({ background: vars.color.accent }),
  gc: style({ background: vars.color.info }),
};
export const marker = style({
  position: 'absolute',
  top: `-${space[4]}`,
  bottom: `-${space[4]}`,
  width: space[2],
  marginLeft: `-${borderWidth[1]}`,
  background: vars.color.text,
  borderRadius: radius[2],
});

export const stats = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space[12], marginTop: space[20] });
export const stat = style({ padding: `${space[12]} ${space[14]}`, borderRadius: radius[10], border: `${borderWidth[1]} solid ${vars.color.border}` });
export const statLabel = style({ color: vars.color.textMuted, fontSize: fontSize[13] });
export const statValue = style({ fontSize: fontSize[20], fontWeight: fontWeight.heavy, fontVariantNumeric: 'tabular-nums' });

export const meter = style({ display: 'flex', flexDirection: 'column', gap: space[10], marginTop: space[20] });
export const meterHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: space[12] });
export const meterLabel = style({ fontWeight: fontWeight.bold });
export const meterValue = style({ fontWeight: fontWeight.heavy, fontVariantNumeric: 'tabular-nums' });
export const meterNote = style({ color: vars.color.textMuted, fontSize: fontSize[13], display: 'flex', justifyContent: 'space-between', gap: space[8], fontVariantNumeric: 'tabular-nums' });
export const met = style({ color: vars.color.success, fontWeight: fontWeight.bold });

export const notices = style({ display: 'flex', flexDirection: 'column', gap: space[10], marginTop: space[20], listStyle: 'none' });
export const notice = style({
  display: 'flex',
  gap: space[10],
  padding: `${space[12]} ${space[14]}`,
  borderRadius: radius[10],
  fontSize: fontSize[14],
  lineHeight: lineHeight.body,
  color: vars.color.text,
});
export const noticeTone = {
  info: style({ background: `color-mix(in srgb, ${vars.color.info} 12%, transparent)`, border: `${borderWidth[1]} solid color-mix(in srgb, ${vars.color.info} 45%, transparent)` }),
  warning: style({ background: `color-mix(in srgb, ${vars.color.warning} 12%, transparent)`, border: `${borderWidth[1]} solid color-mix(in srgb, ${vars.color.warning} 45%, transparent)` }),
  state: style({ background: vars.color.surfaceRaised, border: `${borderWidth[1]} solid ${vars.color.border}` }),
};
export const noticeIcon = { info: style({ color: vars.color.info, flexShrink: 0 }), warning: style({ color: vars.color.warning, flexShrink: 0 }), state: style({ color: vars.color.textMuted, flexShrink: 0 }) };
/**
 * A closed agenda's panel, dimmed to 50% (public §2): its graphics — the bars (`dim`), the result
 * badge's wash, the icons, the borders and fills — at half strength. Its text is not faded (an
 * opacity would take it below the contrast minimum); the figures take the muted text colour, which
 * still passes it.
 */
export const closedPanel = style({ borderColor: half(vars.color.border) });
export const resultBadge = style({});
globalStyle(`${closedPanel} ${resultBadge}`, { background: `color-mix(in srgb, currentColor 8%, transparent)` });
globalStyle(`${closedPanel} svg`, { opacity: 0.5 });
globalStyle(`${closedPanel} ${choiceRow}`, { background: half(vars.color.surfaceRaised) });
globalStyle(`${closedPanel} ${choiceMine}`, { borderColor: half(vars.color.accent) });
globalStyle(`${closedPanel} ${stat}`, { borderColor: half(vars.color.border) });
globalStyle(`${closedPanel} ${noticeTone.info}`, { background: `color-mix(in srgb, ${vars.color.info} 6%, transparent)`, borderColor: `color-mix(in srgb, ${vars.color.info} 22%, transparent)` });
globalStyle(`${closedPanel} ${noticeTone.warning}`, { background: `color-mix(in srgb, ${vars.color.warning} 6%, transparent)`, borderColor: `color-mix(in srgb, ${vars.color.warning} 22%, transparent)` });
globalStyle(`${closedPanel} ${noticeTone.state}`, { background: half(vars.color.surfaceRaised), borderColor: half(vars.color.border) });
globalStyle(`${closedPanel} :is(${choiceFigures}, ${statValue}, ${meterValue})`, { color: vars.color.textMuted });

export const rule = style({ marginTop: space[16], color: vars.color.textMuted, fontSize: fontSize[13], lineHeight: lineHeight.body });
export const voteAction = style({ width: '100%', marginTop: space[20] });

// ---------------------------------------------------------------- council table

export const tableHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[16], flexWrap: 'wrap', marginBottom: space[16] });
export const tableTitle = style({ fontSize: fontSize[20], fontWeight: fontWeight.heavy });
export const infoButton = style({ display: 'inline-grid', placeItems: 'center', width: space[28], height: space[28], border: 0, borderRadius: '50%', background: 'transparent', color: vars.color.textMuted, cursor: 'help' });
export const tableWrap = style({ overflowX: 'auto', marginTop: space[16] });
/** Narrower than this (above a phone), the council table scrolls sideways; on a phone each council is a card of five labelled lines. */
export const table = style({ minWidth: size[640], '@media': { [media.mobile]: { minWidth: 0 } } });
/** Stacked on a phone, the label goes above a 10+10 hash that does not fit beside it at 320 px. */
export const txCell = style({ '@media': { [media.mobile]: { flexWrap: 'wrap' } } });
export const councilCell = style({ display: 'flex', alignItems: 'center', gap: space[10], fontWeight: fontWeight.semibold, color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
/** The council's link and, on an open agenda, its absence watch flag. */
export const councilWithFlag = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: space[8] });
export const rowMine = style({ background: `color-mix(in srgb, ${vars.color.accent} 8%, transparent)` });

export const notFound = style({ marginTop: space[32] });
export const skeleton = style({ minHeight: size[420], borderRadius: radius[24], border: `${borderWidth[1]} solid ${vars.color.border}`, background: vars.color.surface });
