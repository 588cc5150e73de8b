import { style } from '@vanilla-extract/css';
import { media } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';
import { fontSize, fontWeight, lineHeight, radius, size, space } from '../styles/tokens';

export const page = style({ paddingTop: space[48], paddingBottom: space[96], '@media': { [media.tablet]: { paddingTop: space[32] }, [media.mobile]: { paddingTop: space[24], paddingBottom: space[56] } } });
export const header = style({ display: 'flex', flexDirection: 'column', gap: space[8], marginBottom: space[24] });
export const title = style({ fontSize: fontSize[40], fontWeight: fontWeight.heavy, letterSpacing: '-0.03em', lineHeight: lineHeight.tight, '@media': { [media.tablet]: { fontSize: fontSize[32] }, [media.mobile]: { fontSize: fontSize[26] } } });
export const lead = style({ color: vars.color.textMuted, fontSize: fontSize[16], maxWidth: size[640], '@media': { [media.mobile]: { fontSize: fontSize[15] } } });
export const panel = style({ borderRadius: radius[4] });
export const fallback = style({ minHeight: '60vh' });
