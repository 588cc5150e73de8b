import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space, underlineOffset } from '../../styles/tokens';

export const zone = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space[16],
  padding: space[16],
  borderRadius: radius[12],
  border: `${borderWidth[1]} dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.accent, background: vars.color.surfaceHover },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-within': { outline: `${borderWidth[2]} solid ${vars.color.focus}`, outlineOffset: space[2] },
  },
});
/** The native input, transparent, covers the zone: it stays the control for the mouse, keyboard and screen readers; the zone shows its focus. */
export const input = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer', selectors: { '&:disabled': { cursor: 'not-allowed' } } });
export const preview = style({ flex: 'none', width: space[64], height: space[64], borderRadius: radius[8], objectFit: 'cover', background: vars.color.surfaceRaised });
export const texts = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0, fontSize: fontSize[14], color: vars.color.textMuted });
export const fileName = style({ color: vars.color.text, fontWeight: fontWeight.semibold, overflowWrap: 'anywhere' });
export const choose = style({ color: vars.color.link, fontWeight: fontWeight.bold, textDecoration: 'underline', textUnderlineOffset: underlineOffset });
/** Above the input, so Remove is not a click on the picker. */
export const actions = style({ position: 'relative', zIndex: 1, marginLeft: 'auto', flex: 'none' });
