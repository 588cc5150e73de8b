import { style } from '@vanilla-extract/css';
import { control } from '../../styles/formControl.css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space, underlineOffset } from '../../styles/tokens';

/** Set apart from the management cards above it (the Reward card), as the public detail spaces its sections. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: space[16], marginTop: space[40] });
export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[12] });
export const panelTitle = style({ fontSize: fontSize[18], fontWeight: fontWeight.heavy, letterSpacing: '-0.01em', margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space[12] });
/** A row as the public activity list reads: thumbnail, title, date and the start of the text. */
export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[20],
  padding: space[20],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  borderRadius: radius[16],
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
  '@media': { [media.mobile]: { flexDirection: 'column', gap: space[12], padding: space[16] } },
});
/** The featured image's 816:436 shape, small; an empty tile when the activity has none. */
export const thumbnail = style({
  flexShrink: 0,
  width: size[240],
  height: 'auto',
  aspectRatio: '816 / 436',
  objectFit: 'cover',
  borderRadius: radius[10],
  background: vars.color.surfaceRaised,
  '@media': { [media.mobile]: { width: '100%' } },
});
export const cardText = style({ display: 'flex', flexDirection: 'column', gap: space[6], minWidth: 0, flex: 1 });
export const cardTitle = style({ fontSize: fontSize[18], fontWeight: fontWeight.heavy, lineHeight: lineHeight.snug, margin: 0, overflowWrap: 'anywhere' });
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius[16] },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: underlineOffset },
  },
});
export const cardMeta = style({ color: vars.color.textMuted, fontSize: fontSize[13] });
export const excerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize[14],
  lineHeight: lineHeight.relaxed,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
/** Above the title link's cover, so the buttons stay their own. */
export const actions = style({ position: 'relative', zIndex: 1, display: 'flex', gap: space[8], flexShrink: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: space[16] });
export const row = style({ display: 'flex', gap: space[8], alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 12rem', minWidth: 0 });
export const fieldset = style({ border: `${borderWidth[1]} solid ${vars.color.border}`, borderRadius: space[8], padding: space[12], margin: 0, display: 'flex', flexDirection: 'column', gap: space[12] });
export const legend = style({ fontSize: fontSize[14], padding: `0 ${space[4]}` });
export const error = style({ color: vars.color.danger, fontSize: fontSize[13], margin: 0 });
export const hint = style({ color: vars.color.textMuted, fontSize: fontSize[13], margin: 0 });
/** The link-or-file choice takes the form controls' look, so its text has the theme's contrast. */
export const select = style([control, { display: 'block', marginTop: space[4] }]);
/** The labels of native file inputs and the select, stacked. */
export const nativeLabel = style({ display: 'flex', flexDirection: 'column', gap: space[4], fontSize: fontSize[14], color: vars.color.text });
