import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', padding: 0, margin: 0, borderTop: `1px solid ${vars.color.border}` });
export const item = style({ borderBottom: `1px solid ${vars.color.border}` });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr auto 24px',
  alignItems: 'center',
  gap: '16px',
  width: '100%',
  padding: '20px 8px',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
  '@media': { [media.mobile]: { gridTemplateColumns: '52px 1fr 20px', gap: '10px', padding: '16px 4px' } },
});
export const id = style({ fontWeight: 800, color: vars.color.link, fontVariantNumeric: 'tabular-nums' });
export const title = style({ fontSize: '16px', fontWeight: 700, '@media': { [media.mobile]: { fontSize: '15px' } } });
export const date = style({ color: vars.color.textSubtle, fontSize: '14px', fontVariantNumeric: 'tabular-nums', '@media': { [media.mobile]: { gridColumn: '2', gridRow: '2', fontSize: '13px' } } });
export const chevron = style({ color: vars.color.textMuted, transition: 'transform 150ms ease', selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } } });
export const body = style({
  padding: '4px 8px 24px 96px',
  color: vars.color.textMuted,
  lineHeight: 1.7,
  fontSize: '15px',
  '@media': { [media.mobile]: { padding: '0 4px 20px' } },
});
export const flatHeading = style({ margin: '12px 0 4px', color: vars.color.text, fontWeight: 700 });
