import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';
import { radius } from '../../../styles/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 420px',
  alignItems: 'start',
  gap: '24px',
  paddingTop: '28px',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', paddingTop: '20px' } },
});
/** On narrow screens the columns dissolve: header, then the votes, then context and the council table. */
export const main = style({ display: 'flex', flexDirection: 'column', gap: '24px', minWidth: 0, '@media': { [media.tablet]: { display: 'contents' } } });
export const aside = style({ position: 'sticky', top: '96px', minWidth: 0, '@media': { [media.tablet]: { position: 'static', order: 1 } } });
export const afterVotes = style({ '@media': { [media.tablet]: { order: 2 } } });

export const card = style({
  padding: '28px',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: '20px', borderRadius: radius.lg } },
});

// ---------------------------------------------------------------- header

export const headTop = style({ display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' });
export const menuAnchor = style({ position: 'relative', marginLeft: 'auto' });
export const menu = style({ right: 0, left: 'auto', minWidth: '240px', padding: '6px' });
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  padding: '10px 12px',
  borderRadius: radius.sm,
  color: vars.color.text,
  fontSize: '14px',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceHover } },
});
export const subtitle = style({ marginTop: '18px', color: vars.color.textMuted, fontSize: '15px', fontWeight: 600 });
export const agendaTitle = style({
  marginTop: '6px',
  fontSize: '30px',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.2,
  '@media': { [media.tablet]: { fontSize: '24px' }, [media.mobile]: { fontSize: '21px' } },
});
export const tags = style({ marginTop: '14px' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr)',
  gap: '14px 16px',
  marginTop: '24px',
  paddingTop: '24px',
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: '4px' } },
});
export const factLabel = style({ color: vars.color.textMuted, fontSize: '14px', fontWeight: 600, '@media': { [media.mobile]: { marginTop: '10px' } } });
export const factValue = style({ fontSize: '15px', minWidth: 0, overflowWrap: 'anywhere' });
export const period = style({ display: 'flex', flexDirection: 'column', gap: '2px', fontVariantNumeric: 'tabular-nums' });
export const countdown = style({ color: vars.color.link, fontWeight: 700 });
export const muted = style({ color: vars.color.textMuted });
export const proposer = style({ display: 'inline-flex', alignItems: 'center', gap: '10px', fontWeight: 600 });
export const links = style({ display: 'flex', flexDirection: 'column', gap: '6px', listStyle: 'none' });
export const link = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', color: vars.color.link, fontWeight: 600, textUnderlineOffset: '3px', overflowWrap: 'anywhere' });
export const txTable = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: '6px 14px',
  marginTop: '10px',
  fontSize: '14px',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: '2px', rowGap: '4px' } },
});
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '12px',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

export const calldata = style({ fontSize: '13px', color: vars.color.textMuted });
globalStyle(`${calldata} summary`, { cursor: 'pointer' });
globalStyle(`${calldata} p`, { marginTop: '6px' });

export const plainText = style({ whiteSpace: 'pre-wrap', color: vars.color.textMuted });

export const sectionTitle = style({ fontSize: '20px', fontWeight: 800, marginBottom: '16px', display: 'flex', alignItems: 'center', gap: '8px' });

// ---------------------------------------------------------------- votes panel

export const panelHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', marginBottom: '20px', flexWrap: 'wrap' });
export const panelTitle = style({ fontSize: '20px', fontWeight: 800, display: 'flex', alignItems: 'center', gap: '10px' });
/** Closed agendas are dimmed (public §2): the graphics fade, the figures stay readable. */
export const dim = style({ opacity: 0.5 });

export const choiceList = style({ display: 'flex', flexDirection: 'column', gap: '14px', listStyle: 'none' });
export const choiceRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  padding: '12px 14px',
  borderRadius: radius.md,
  border: `1px solid transparent`,
  background: vars.color.surfaceRaised,
});
export const choiceMine = style({ borderColor: vars.color.accent });
export const choiceLine = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '12px' });
export const choiceName = style({ display: 'inline-flex', alignItems: 'center', gap: '8px', fontWeight: 700 });
export const mine = style({ fontSize: '12px', fontWeight: 700, color: vars.color.link });
export const choiceFigures = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });
export const choicePercent = style({ color: vars.color.textMuted, fontWeight: 600, marginLeft: '8px' });

export const track = style({ position: 'relative', height: '8px', borderRadius: radius.pill, background: vars.color.border, overflow: 'visible' });
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
  top: '-5px',
  bottom: '-5px',
  width: '2px',
  marginLeft: '-1px',
  background: vars.color.text,
  borderRadius: '1px',
});

export const stats = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px', marginTop: '20px' });
export const stat = style({ padding: '12px 14px', borderRadius: radius.md, border: `1px solid ${vars.color.border}` });
export const statLabel = style({ color: vars.color.textMuted, fontSize: '13px' });
export const statValue = style({ fontSize: '20px', fontWeight: 800, fontVariantNumeric: 'tabular-nums' });

export const meter = style({ display: 'flex', flexDirection: 'column', gap: '10px', marginTop: '20px' });
export const meterHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '12px' });
export const meterLabel = style({ fontWeight: 700 });
export const meterValue = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const meterNote = style({ color: vars.color.textMuted, fontSize: '13px', display: 'flex', justifyContent: 'space-between', gap: '8px', fontVariantNumeric: 'tabular-nums' });
export const met = style({ color: vars.color.success, fontWeight: 700 });

export const notices = style({ display: 'flex', flexDirection: 'column', gap: '10px', marginTop: '20px', listStyle: 'none' });
export const notice = style({
  display: 'flex',
  gap: '10px',
  padding: '12px 14px',
  borderRadius: radius.md,
  fontSize: '14px',
  lineHeight: 1.5,
  color: vars.color.text,
});
export const noticeTone = {
  info: style({ background: `color-mix(in srgb, ${vars.color.info} 12%, transparent)`, border: `1px solid color-mix(in srgb, ${vars.color.info} 45%, transparent)` }),
  warning: style({ background: `color-mix(in srgb, ${vars.color.warning} 12%, transparent)`, border: `1px solid color-mix(in srgb, ${vars.color.warning} 45%, transparent)` }),
  state: style({ background: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}` }),
};
export const noticeIcon = { info: style({ color: vars.color.info, flexShrink: 0 }), warning: style({ color: vars.color.warning, flexShrink: 0 }), state: style({ color: vars.color.textMuted, flexShrink: 0 }) };
export const rule = style({ marginTop: '16px', color: vars.color.textMuted, fontSize: '13px', lineHeight: 1.5 });
export const voteAction = style({ width: '100%', marginTop: '20px' });

// ---------------------------------------------------------------- council table

export const tableHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '16px', flexWrap: 'wrap', marginBottom: '16px' });
export const tableTitle = style({ fontSize: '20px', fontWeight: 800 });
export const infoButton = style({ display: 'inline-grid', placeItems: 'center', width: '28px', height: '28px', border: 0, borderRadius: '50%', background: 'transparent', color: vars.color.textMuted, cursor: 'help' });
export const tableWrap = style({ overflowX: 'auto', marginTop: '16px' });
export const table = style({ width: '100%', minWidth: '640px', borderCollapse: 'collapse', fontSize: '14px' });
export const th = style({
  padding: '12px',
  textAlign: 'left',
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '13px',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({ padding: '12px', borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const councilCell = style({ display: 'flex', alignItems: 'center', gap: '10px', fontWeight: 600, color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const rowMine = style({ background: `color-mix(in srgb, ${vars.color.accent} 8%, transparent)` });

export const notFound = style({ marginTop: '32px' });
export const skeleton = style({ minHeight: '420px', borderRadius: radius.xl, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
