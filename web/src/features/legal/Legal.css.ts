import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, radius, size, space } from '../../styles/tokens';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space[16], padding: `${space[32]} ${space[16]} ${space[64]}`, background: vars.color.bg });
export const bar = style({ width: '100%', maxWidth: size[860], display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space[12] });
export const title = style({ fontSize: fontSize[28], fontWeight: fontWeight.heavy, '@media': { [media.mobile]: { fontSize: fontSize[22] } } });
export const home = style({ color: vars.color.link, fontWeight: fontWeight.semibold, fontSize: fontSize[14] });
export const sheet = style({ width: '100%', maxWidth: size[860], borderRadius: radius[12], overflowX: 'auto', overflowY: 'hidden', background: '#ffffff', boxShadow: vars.shadow.popover, minHeight: size[300] });
export const canvas = style({ display: 'block', width: '100%', maxWidth: 'none', height: 'auto' });
export const pager = style({ display: 'flex', alignItems: 'center', gap: space[12], fontVariantNumeric: 'tabular-nums' });
export const status = style({ color: vars.color.textMuted, fontSize: fontSize[14], minWidth: '110px', textAlign: 'center' });
export const error = style({ color: vars.color.danger });
