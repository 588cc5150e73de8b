import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const tag = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', padding: '3px 10px', borderRadius: '999px', fontSize: '12px', fontWeight: 700, whiteSpace: 'nowrap', color: vars.color.text, border: '1px solid transparent' });
export const dot = style({ width: '8px', height: '8px', borderRadius: '999px', flex: 'none' });
export const outlined = style({ background: 'transparent', borderColor: vars.color.borderStrong, color: vars.color.textMuted });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '12px' });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });
export const th = style({ textAlign: 'left', padding: '12px 10px', color: vars.color.textMuted, fontWeight: 600, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const td = style({ padding: '12px 10px', borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const title = style({ fontWeight: 600 });
export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const mobileOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'flex' } } });
export const cards = style({ flexDirection: 'column', gap: '10px', listStyle: 'none', padding: 0, margin: 0 });
export const card = style({ display: 'flex', flexDirection: 'column', gap: '6px', padding: '14px', borderRadius: '12px', background: vars.color.surfaceRaised, fontSize: '13px' });
export const cardLine = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px', color: vars.color.textMuted });
export const reports = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '20px',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const report = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '16px',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'transform 120ms ease, border-color 120ms ease',
  selectors: { '&:hover': { transform: 'translateY(-2px)', borderColor: vars.color.borderStrong }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const reportImage = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', background: vars.color.surfaceHover });
export const reportBody = style({ display: 'flex', flexDirection: 'column', gap: '4px', padding: '16px' });
export const reportTitle = style({ fontSize: '16px', fontWeight: 700 });
export const reportDate = style({ fontSize: '13px', color: vars.color.textSubtle });
