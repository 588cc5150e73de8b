import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space[12], alignItems: 'center', '@media': { [media.mobile]: { display: 'none' } } });
export const mobileOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'flex' } } });
export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const rank = style({ fontWeight: fontWeight.heavy, width: space[56] });
/** A project without a name shows its address: on a phone it breaks rather than run out of its card. */
export const project = style({ display: 'flex', alignItems: 'center', gap: space[10], fontWeight: fontWeight.bold, minWidth: 0, overflowWrap: 'anywhere' });
export const logo = style({ width: space[32], height: space[32], borderRadius: radius[8], flex: 'none', background: vars.color.surfaceRaised, objectFit: 'cover' });
export const category = style({ display: 'inline-block', padding: `${space[2]} ${space[8]}`, borderRadius: radius.pill, fontSize: fontSize[12], fontWeight: fontWeight.bold, background: vars.color.badgeOtherBg, color: vars.color.badgeOtherText });
export const uncategorized = style({ background: 'transparent', border: `${borderWidth[1]} solid ${vars.color.borderStrong}`, color: vars.color.textMuted });
export const gcBadge = style({ marginLeft: space[6], padding: `${space[2]} ${space[6]}`, borderRadius: radius[6], fontSize: fontSize[11], fontWeight: fontWeight.heavy, background: vars.color.badgeProposalsBg, color: vars.color.badgeProposalsText });
export const cards = style({ flexDirection: 'column', gap: space[12], listStyle: 'none', padding: 0, margin: 0 });
export const card = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', overflow: 'hidden', gap: `${space[8]} ${space[12]}`, padding: space[14], borderRadius: radius[12], background: vars.color.surfaceRaised });
export const cardRank = style({ fontSize: fontSize[20], fontWeight: fontWeight.heavy, gridRow: 'span 3' });
export const cardLine = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: space[8], fontSize: fontSize[13], color: vars.color.textMuted });
export const sheetLabel = style({ display: 'flex', flexDirection: 'column', gap: space[6], fontSize: fontSize[13], fontWeight: fontWeight.bold, color: vars.color.textMuted });
export const address = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: fontSize[13] });
