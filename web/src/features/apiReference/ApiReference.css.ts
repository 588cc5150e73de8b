import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, font, fontSize, fontWeight, lineHeight, radius, space } from '../../styles/tokens';

export const intro = style({ color: vars.color.textMuted, fontSize: fontSize[15], lineHeight: lineHeight.loose, marginBottom: space[24] });
export const link = style({ color: vars.color.link, textUnderlineOffset: '0.2em' });
export const toc = style({ display: 'flex', flexWrap: 'wrap', gap: space[8], listStyle: 'none', padding: 0, margin: `0 0 ${space[32]}` });
export const tocLink = style({
  display: 'inline-block',
  padding: `${space[6]} ${space[14]}`,
  borderRadius: radius.pill,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: fontSize[14],
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': { outline: `${borderWidth[2]} solid ${vars.color.focus}`, outlineOffset: space[2] } },
});
export const group = style({ display: 'flex', flexDirection: 'column', gap: space[16], marginBottom: space[40], scrollMarginTop: space[96] });
export const groupTitle = style({ fontSize: fontSize[24], fontWeight: fontWeight.heavy, '@media': { [media.mobile]: { fontSize: fontSize[20] } } });
export const operation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[12],
  padding: space[24],
  borderRadius: radius[12],
  background: vars.color.surface,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: `${space[16]} ${space[14]}` } },
});
export const operationTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space[10], fontSize: fontSize[16], fontWeight: fontWeight.bold, overflowWrap: 'anywhere' });
export const method = style({ padding: `${space[2]} ${space[8]}`, borderRadius: radius[4], background: vars.color.badgeProposalsBg, color: vars.color.badgeProposalsText, fontFamily: font.mono, fontSize: fontSize[13] });
export const path = style({ fontFamily: font.mono, fontSize: fontSize[15] });
export const summary = style({ color: vars.color.textMuted, fontSize: fontSize[15] });
export const subTitle = style({ fontSize: fontSize[14], fontWeight: fontWeight.bold, color: vars.color.text });
export const parameters = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: space[8] });
export const parameter = style({ display: 'flex', flexDirection: 'column', gap: space[2], fontSize: fontSize[14], overflowWrap: 'anywhere' });
export const parameterName = style({ fontFamily: font.mono, fontWeight: fontWeight.bold, color: vars.color.text });
export const parameterFacts = style({ color: vars.color.textSubtle });
export const answer = style({ color: vars.color.textSubtle, fontSize: fontSize[14] });
export const curl = style({
  margin: 0,
  padding: `${space[10]} ${space[12]}`,
  borderRadius: radius[8],
  background: vars.color.surfaceRaised,
  fontFamily: font.mono,
  fontSize: fontSize[13],
  // Wrapped, never scrolled sideways: a phone shows the whole command.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
