import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

/** Positioned so that Home's fixed hero art (painted later in the page) stays under it. */
export const banner = style({ position: 'relative', zIndex: 1, background: vars.color.bannerBg, color: vars.color.bannerText, fontSize: '14px' });

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  minHeight: '44px',
  paddingBlock: '8px',
  '@media': { [media.mobile]: { fontSize: '13px', alignItems: 'flex-start' } },
});

export const text = style({ flex: 1, textAlign: 'center', lineHeight: 1.45, '@media': { [media.tablet]: { textAlign: 'left' } } });

export const link = style({ color: 'inherit', fontWeight: 700, textUnderlineOffset: '3px' });

export const close = style({ color: 'inherit', flexShrink: 0 });
