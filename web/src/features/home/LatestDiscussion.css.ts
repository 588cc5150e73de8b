import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const section = style({ paddingBlock: '32px 72px', '@media': { [media.mobile]: { paddingBlock: '16px 48px' } } });

export const title = style({ fontSize: '28px', fontWeight: 800, letterSpacing: '-0.02em', '@media': { [media.mobile]: { fontSize: '22px' } } });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '14px',
  width: '100%',
  minHeight: '300px',
  '@media': { [media.mobile]: { minHeight: '260px', padding: '20px' } },
  padding: '24px',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: 'border-color 150ms ease, transform 150ms ease',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
});

export const meta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' });
export const date = style({ color: vars.color.textSubtle, fontSize: '13px', fontVariantNumeric: 'tabular-nums' });

export const cardTitle = style({
  fontSize: '18px',
  fontWeight: 700,
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const excerpt = style({
  color: vars.color.textMuted,
  fontSize: '15px',
  lineHeight: 1.6,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  marginTop: 'auto',
  gap: '6px',
  color: vars.color.link,
  fontSize: '14px',
  fontWeight: 700,
  textDecoration: 'none',
  borderRadius: radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

export const empty = style({
  padding: '56px 24px',
  borderRadius: radius.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
