import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space[12] });
export const title = style({ fontWeight: fontWeight.semibold, minWidth: '120px' });
/**
 * The payments table fits its seven columns from 1024 px up: dates, KGP numbers, values and hashes
 * never wrap; at tablet width the cells and chips tighten, a long category wraps inside its tag and
 * a column title may take two lines, so the project keeps room and the TX column is not cut.
 */
export const paymentsTable = style({});
export const oneLine = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${paymentsTable} :is(th, td)`, { '@media': { [media.tablet]: { paddingLeft: space[4], paddingRight: space[4] } } });
globalStyle(`${paymentsTable} th`, { '@media': { [media.tablet]: { whiteSpace: 'normal' } } });
globalStyle(`${paymentsTable} [data-label-tag]`, { '@media': { [media.tablet]: { whiteSpace: 'normal', borderRadius: radius[10] } } });
export const kgpLink = style({ color: vars.color.link, fontWeight: fontWeight.semibold, whiteSpace: 'nowrap', textDecoration: 'underline', textUnderlineOffset: space[2] });
export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const mobileOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'flex' } } });
export const cards = style({ flexDirection: 'column', gap: space[10], listStyle: 'none', padding: 0, margin: 0 });
export const card = style({ display: 'flex', flexDirection: 'column', gap: space[6], padding: space[14], borderRadius: radius[12], background: vars.color.surfaceRaised, fontSize: fontSize[13] });
export const cardLine = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: space[8], color: vars.color.textMuted });
export const reports = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space[20],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const report = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: radius[16],
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'transform 120ms ease, border-color 120ms ease',
  selectors: { '&:hover': { transform: `translateY(-${space[2]})`, borderColor: vars.color.borderStrong }, '&:focus-visible': { outline: `${borderWidth[2]} solid ${vars.color.focus}`, outlineOffset: space[2] } },
});
export const reportImage = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', background: vars.color.surfaceHover });
export const reportBody = style({ display: 'flex', flexDirection: 'column', gap: space[4], padding: space[16] });
export const reportTitle = style({ fontSize: fontSize[16], fontWeight: fontWeight.bold });
export const reportDate = style({ fontSize: fontSize[13], color: vars.color.textSubtle });
