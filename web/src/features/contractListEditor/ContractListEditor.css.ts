import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: space[20] });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space[12], alignItems: 'center', justifyContent: 'space-between' });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space[12], alignItems: 'center', '@media': { [media.mobile]: { display: 'none' } } });
export const mobileOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'flex' } } });
export const bulk = style({ display: 'flex', flexWrap: 'wrap', gap: space[8], alignItems: 'center' });
export const cards = style({ display: 'flex', flexDirection: 'column', gap: space[12], listStyle: 'none', padding: 0, margin: 0 });
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: space[12],
  padding: space[14],
  borderRadius: radius[12],
  background: vars.color.surfaceRaised,
  '@media': { [media.mobile]: { gridTemplateColumns: 'auto auto minmax(0, 1fr)' } },
});
export const dimmed = style({ opacity: 0.5 });
export const rank = style({ fontSize: fontSize[20], fontWeight: fontWeight.heavy, minWidth: space[32] });
export const logo = style({ width: space[40], height: space[40], borderRadius: radius[8], background: vars.color.surface, objectFit: 'cover' });
export const names = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });
export const project = style({ fontWeight: fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, fontSize: fontSize[13] });
export const address = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: fontSize[13], color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const category = style({ display: 'inline-block', padding: `${space[2]} ${space[8]}`, borderRadius: radius.pill, fontSize: fontSize[12], fontWeight: fontWeight.bold, background: vars.color.badgeOtherBg, color: vars.color.badgeOtherText });
export const uncategorized = style({ background: 'transparent', border: `${borderWidth[1]} solid ${vars.color.borderStrong}`, color: vars.color.textMuted });
export const modalBody = style({ display: 'flex', flexDirection: 'column', gap: space[16] });
export const readOnly = style({ margin: 0, fontSize: fontSize[13], color: vars.color.textMuted });
