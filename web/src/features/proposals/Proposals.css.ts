import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

// ---------------------------------------------------------------- page

export const page = style({
  paddingTop: '40px',
  paddingBottom: '96px',
  '@media': { [media.tablet]: { paddingTop: '28px' }, [media.mobile]: { paddingTop: '20px', paddingBottom: '56px' } },
});
export const header = style({ display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '24px' });
export const title = style({
  fontSize: '40px',
  fontWeight: 800,
  letterSpacing: '-0.03em',
  lineHeight: 1.1,
  '@media': { [media.tablet]: { fontSize: '32px' }, [media.mobile]: { fontSize: '26px' } },
});
export const lead = style({ color: vars.color.textMuted, fontSize: '16px', maxWidth: '680px', '@media': { [media.mobile]: { fontSize: '15px' } } });
export const panel = style({ paddingTop: '32px', display: 'flex', flexDirection: 'column', gap: '56px', '@media': { [media.mobile]: { paddingTop: '24px', gap: '40px' } } });
export const fallback = style({ minHeight: '60vh' });

// ---------------------------------------------------------------- banner (KGP-25 resumed as agenda 44)

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '12px',
  padding: '14px 18px',
  marginBottom: '24px',
  borderRadius: radius.md,
  border: `1px solid color-mix(in srgb, ${vars.color.info} 45%, transparent)`,
  background: `color-mix(in srgb, ${vars.color.info} 10%, transparent)`,
  color: vars.color.text,
  fontSize: '14px',
  lineHeight: 1.5,
});
export const bannerIcon = style({ color: vars.color.info, flexShrink: 0, marginTop: '1px' });
export const bannerLink = style({ color: vars.color.link, fontWeight: 700, textUnderlineOffset: '3px' });

// ---------------------------------------------------------------- sections and toolbars

export const section = style({ display: 'flex', flexDirection: 'column', gap: '20px' });
export const sectionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '16px', flexWrap: 'wrap' });
export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  fontSize: '24px',
  fontWeight: 800,
  letterSpacing: '-0.01em',
  '@media': { [media.mobile]: { fontSize: '20px' } },
});
export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '28px',
  height: '24px',
  padding: '0 8px',
  borderRadius: radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: '13px',
  fontWeight: 700,
});
export const seeMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  color: vars.color.link,
  fontWeight: 700,
  fontSize: '14px',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});
export const seeMoreWide = style({ '@media': { [media.tablet]: { display: 'none' } } });
export const seeMoreNarrow = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } });

export const toolbar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '16px', flexWrap: 'wrap' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none' });
export const historyBy = style({ display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' });
export const historyLabel = style({ fontSize: '24px', fontWeight: 800, '@media': { [media.mobile]: { fontSize: '20px' } } });

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: '4px',
  width: '320px',
  maxWidth: '100%',
  height: '44px',
  padding: '0 6px 0 16px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
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
  fontSize: '15px',
  selectors: { '&::placeholder': { color: vars.color.textSubtle } },
});

// ---------------------------------------------------------------- cards

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '20px',
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '14px',
  height: '100%',
  minHeight: '280px',
  padding: '24px',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: 'border-color 150ms ease',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
  '@media': { [media.mobile]: { padding: '20px', minHeight: 0 } },
});
export const cardTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' });
export const agendaNo = style({ color: vars.color.textSubtle, fontSize: '13px', fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const cardTitle = style({ fontSize: '18px', fontWeight: 700, lineHeight: 1.35 });
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.xl },
  },
});
export const subtitle = style({ color: vars.color.textMuted, fontSize: '14px', lineHeight: 1.5 });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: '6px', listStyle: 'none' });
export const cardFoot = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '10px',
  paddingTop: '14px',
  borderTop: `1px solid ${vars.color.border}`,
});
export const blockLine = style({ fontSize: '14px', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const cardMeta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', minHeight: '36px' });
export const when = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', color: vars.color.textMuted, fontSize: '13px', fontVariantNumeric: 'tabular-nums' });
/** Buttons inside a card sit above its stretched link. */
export const raised = style({ position: 'relative', zIndex: 1 });

export const skeleton = style({
  minHeight: '280px',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(100deg, ${vars.color.surface} 30%, ${vars.color.surfaceRaised} 50%, ${vars.color.surface} 70%)`,
  backgroundSize: '200% 100%',
});

// ---------------------------------------------------------------- history rows

export const rows = style({ display: 'flex', flexDirection: 'column', listStyle: 'none', borderTop: `1px solid ${vars.color.border}` });
export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '150px 128px minmax(0, 1fr) auto 110px',
  alignItems: 'center',
  gap: '16px',
  padding: '18px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  transition: 'background-color 120ms ease',
  selectors: { '&:hover, &:focus-within': { background: vars.color.surface } },
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"badge no choice" "title title title" "tags tags date"', gap: '8px 12px', padding: '16px 4px' },
  },
});
export const rowBadge = style({ '@media': { [media.tablet]: { gridArea: 'badge' } } });
export const rowNo = style({ '@media': { [media.tablet]: { gridArea: 'no' } } });
export const rowTitle = style({ fontSize: '16px', fontWeight: 600, lineHeight: 1.4, minWidth: 0, '@media': { [media.tablet]: { gridArea: 'title' } } });
export const rowTags = style({ '@media': { [media.tablet]: { gridArea: 'tags' } } });
export const rowDate = style({
  color: vars.color.textMuted,
  fontSize: '13px',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { gridArea: 'date' } },
});
export const rowChoice = style({ '@media': { [media.tablet]: { gridArea: 'choice', justifySelf: 'end' } } });
export const rowLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});
export const memberRow = style({ '@media': { 'screen and (min-width: 1025px)': { gridTemplateColumns: '150px 128px minmax(0, 1fr) auto 110px 96px' } } });
export const pagination = style({ display: 'flex', justifyContent: 'center', paddingTop: '8px' });

// ---------------------------------------------------------------- discussion

export const topics = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '16px', listStyle: 'none', '@media': { [media.tablet]: { gridTemplateColumns: '1fr' } } });
export const topic = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '10px',
  height: '100%',
  padding: '22px 24px',
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: 'border-color 150ms ease',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
});
export const topicTitle = style({ fontSize: '17px', fontWeight: 700, lineHeight: 1.4 });
export const topicExcerpt = style({
  color: vars.color.textMuted,
  fontSize: '14px',
  lineHeight: 1.6,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const inlineIcon = style({ display: 'inline', marginLeft: '6px', verticalAlign: 'baseline' });
export const topicDate = style({ color: vars.color.textSubtle, fontSize: '13px', fontVariantNumeric: 'tabular-nums' });

// ---------------------------------------------------------------- leaderboard

export const boards = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '24px', '@media': { [media.tablet]: { gridTemplateColumns: '1fr' } } });
export const board = style({ padding: '24px', borderRadius: radius.xl, border: `1px solid ${vars.color.border}`, background: vars.color.surface, '@media': { [media.mobile]: { padding: '18px' } } });
export const boardTitle = style({ fontSize: '18px', fontWeight: 800, marginBottom: '4px' });
export const boardNote = style({ color: vars.color.textMuted, fontSize: '13px', marginBottom: '16px' });
export const boardList = style({ display: 'flex', flexDirection: 'column', listStyle: 'none', counterReset: 'rank' });
export const boardItem = style({
  display: 'grid',
  gridTemplateColumns: '32px 36px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '12px',
  padding: '10px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const rank = style({ color: vars.color.textSubtle, fontWeight: 800, fontVariantNumeric: 'tabular-nums', textAlign: 'center' });
export const rankTop = style({ color: vars.color.link });
export const boardName = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const boardValue = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const dataNote = style({ display: 'flex', alignItems: 'center', gap: '8px', color: vars.color.textMuted, fontSize: '13px' });

// ---------------------------------------------------------------- choice labels

export const choiceTone = styleVariants({
  yes: { color: vars.color.success },
  no: { color: vars.color.danger },
  abstain: { color: vars.color.warning },
  absent: { color: vars.color.textMuted },
});
export const choicePill = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', fontWeight: 700, fontSize: '13px' });
export const choiceDot = style({ width: '8px', height: '8px', borderRadius: '50%', background: 'currentColor' });
