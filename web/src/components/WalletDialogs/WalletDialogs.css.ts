import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space, underlineOffset } from '../../styles/tokens';

export const options = style({ display: 'flex', flexDirection: 'column', gap: space[10], listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[14],
  width: '100%',
  padding: `${space[14]} ${space[16]}`,
  borderRadius: radius[10],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover } },
});

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: space[40],
  height: space[40],
  borderRadius: radius[10],
  fontWeight: fontWeight.heavy,
  fontSize: fontSize[15],
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: space[2], flex: 1, minWidth: 0 });
export const optionName = style({ fontWeight: fontWeight.bold, fontSize: fontSize[15] });
export const optionNote = style({ color: vars.color.textMuted, fontSize: fontSize[13] });

export const download = style({ marginTop: space[16], fontSize: fontSize[14], color: vars.color.textMuted });
export const link = style({ color: vars.color.link, fontWeight: fontWeight.bold, textUnderlineOffset: underlineOffset });

export const qrBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space[14], paddingBlock: space[8], textAlign: 'center' });
export const countdown = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text, fontWeight: fontWeight.bold });

export const details = style({ marginTop: space[12], fontSize: fontSize[13] });
globalStyle(`${details} summary`, { cursor: 'pointer', color: vars.color.textMuted });
export const detailsText = style({
  marginTop: space[8],
  padding: `${space[10]} ${space[12]}`,
  borderRadius: radius[6],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '160px',
  overflowY: 'auto',
});
/** The Welcome dialog's text, spaced as the public pages space theirs. */
export const welcome = style({ display: 'flex', flexDirection: 'column', gap: space[16], paddingBottom: space[4] });

export const address = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  padding: `${space[10]} ${space[12]}`,
  borderRadius: radius[8],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
