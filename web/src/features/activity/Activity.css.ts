import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { font, radius } from '../../styles/tokens';

// ------------------------------------------------------------------ layout

/** Spec: Feed 816 wide beside Rank 480 on wide screens. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 816px) minmax(0, 480px)',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: '40px',
  paddingTop: '32px',
});
export const narrowTab = style({ paddingTop: '16px' });
export const subPanel = style({ paddingTop: '20px' });

export const columnTitle = style({ fontSize: '22px', fontWeight: 800, letterSpacing: '-0.01em' });
export const anchor = style({ scrollMarginTop: '96px' });

// ------------------------------------------------------------------ feed

export const feed = style({ display: 'flex', flexDirection: 'column', gap: '20px', minWidth: 0 });
export const list = style({ display: 'flex', flexDirection: 'column', gap: '20px' });

export const strip = style({
  display: 'flex',
  gap: '4px',
  listStyle: 'none',
  overflowX: 'auto',
  padding: '4px 2px 10px',
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.borderStrong} transparent`,
});
export const stripButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  width: '84px',
  padding: '8px 4px',
  border: '1px solid transparent',
  borderRadius: radius.lg,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.surface, color: vars.color.text },
  },
});
export const stripName = style({
  fontSize: '12px',
  fontWeight: 600,
  lineHeight: 1.3,
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
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '13px',
  fontWeight: 800,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  padding: '28px',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: '20px 16px', gap: '14px' } },
});
export const meta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' });
export const councilLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '10px',
  color: vars.color.text,
  fontSize: '14px',
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.link } },
});
export const date = style({ color: vars.color.textSubtle, fontSize: '13px', fontVariantNumeric: 'tabular-nums' });
export const cardTitle = style({ fontSize: '21px', fontWeight: 800, lineHeight: 1.3, letterSpacing: '-0.01em', '@media': { [media.mobile]: { fontSize: '18px' } } });
export const titleLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' } } });
export const image = style({ width: '100%', height: 'auto', aspectRatio: '816 / 436', objectFit: 'cover', borderRadius: radius.lg, background: vars.color.surfaceRaised });

export const collapsible = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '6px' });
export const collapsibleBody = recipe({
  base: { position: 'relative', width: '100%' },
  variants: {
    collapsed: {
      true: {
        maxHeight: '100px',
        overflow: 'hidden',
        maskImage: 'linear-gradient(to bottom, #000 55%, transparent)',
        WebkitMaskImage: 'linear-gradient(to bottom, #000 55%, transparent)',
      },
    },
  },
});
export const moreButton = style({
  padding: '2px 0',
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontSize: '14px',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

export const attachments = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none' });
export const attachment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  height: '34px',
  padding: '0 14px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: '13px',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover } },
});

// ------------------------------------------------------------------ rank

export const rank = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '28px',
  minWidth: 0,
  padding: '28px',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: '20px 16px', gap: '24px' } },
});
export const rankHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px' });
export const rankTools = style({ display: 'flex', alignItems: 'center', gap: '8px' });
export const infoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'help',
  selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
});
export const infoLine = style({ display: 'block', selectors: { '& + &': { marginTop: '4px' } } });

export const rankBlock = style({ display: 'flex', flexDirection: 'column', gap: '14px' });
export const blockTitle = style({ fontSize: '16px', fontWeight: 700 });

export const chart = style({ position: 'relative', width: '100%' });
export const chartFallback = style({ width: '100%', borderRadius: radius.md, background: vars.color.surfaceRaised, opacity: 0.5 });
export const chartTooltip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: '8px 12px',
  borderRadius: radius.md,
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: '13px',
  boxShadow: vars.shadow.popover,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
});

export const tableWrap = style({ overflowX: 'auto' });
export const feeTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });
globalStyle(`${feeTable} th`, {
  padding: '0 8px 10px',
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: '12px',
  fontWeight: 700,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});
globalStyle(`${feeTable} td`, { padding: '10px 8px', borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });
globalStyle(`${feeTable} tr:last-child td`, { borderBottom: 0 });
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${feeTable} th${numeric}`, { textAlign: 'right' });
export const rankNumber = style({ width: '44px', color: vars.color.textMuted, fontWeight: 700, fontFamily: font.mono });
export const unit = style({ color: vars.color.textSubtle, fontSize: '12px' });

// ------------------------------------------------------------------ detail and draft

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 816px) minmax(0, 480px)',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: '40px',
  marginTop: '24px',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: '24px' } },
});
export const article = style([card, { gap: '20px' }]);
export const articleTitle = style({ fontSize: '30px', fontWeight: 800, lineHeight: 1.25, letterSpacing: '-0.02em', '@media': { [media.mobile]: { fontSize: '22px' } } });
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '12px',
  margin: 0,
});
export const figure = style({ padding: '14px 16px', borderRadius: radius.lg, background: vars.color.surfaceRaised });
globalStyle(`${figure} dt`, { color: vars.color.textSubtle, fontSize: '12px', fontWeight: 600 });
globalStyle(`${figure} dd`, { margin: '2px 0 0', fontSize: '20px', fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const contracts = style({ display: 'flex', flexDirection: 'column', gap: '10px' });
export const contractList = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none' });
export const subTitle = style({ fontSize: '15px', fontWeight: 700 });

export const draftLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '28px',
  padding: '0 12px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontSize: '13px',
  fontWeight: 800,
  letterSpacing: '0.02em',
});
export const inert = style({ userSelect: 'none' });
