import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, space, underlineOffset } from '../../styles/tokens';

/** Positioned so that Home's fixed hero art (painted later in the page) stays under it. */
export const banner = style({ position: 'relative', zIndex: 1, background: vars.color.bannerBg, color: vars.color.bannerText, fontSize: fontSize[14] });

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[12],
  minHeight: space[44],
  paddingBlock: space[8],
  '@media': { [media.mobile]: { fontSize: fontSize[13], alignItems: 'flex-start' } },
});

export const text = style({ flex: 1, textAlign: 'center', lineHeight: 1.45, '@media': { [media.tablet]: { textAlign: 'left' } } });

export const link = style({ color: 'inherit', fontWeight: fontWeight.bold, textUnderlineOffset: underlineOffset });

export const close = style({ color: 'inherit', flexShrink: 0 });
