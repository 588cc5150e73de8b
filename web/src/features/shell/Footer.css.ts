import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const footer = style({
  marginTop: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '14px',
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '32px',
  paddingBlock: '48px 32px',
  '@media': { [media.tablet]: { flexDirection: 'column', gap: '28px' }, [media.mobile]: { paddingBlock: '36px 24px' } },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: '14px', maxWidth: '360px' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 28px',
  listStyle: 'none',
  '@media': { [media.mobile]: { gap: '12px 20px' } },
});

export const link = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

export const bottom = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '16px',
  paddingBlock: '20px 32px',
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'flex-start' } },
});

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: '6px', listStyle: 'none', '@media': { [media.mobile]: { gap: '4px' } } });

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: radius.pill,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  transition: 'color 120ms ease, border-color 120ms ease',
  selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.borderStrong } },
  '@media': { [media.mobile]: { width: '36px', height: '36px' } },
});
