import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space } from '../../styles/tokens';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const dialog = recipe({
  base: {
    padding: 0,
    border: `${borderWidth[1]} solid ${vars.color.border}`,
    borderRadius: radius[16],
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.popover,
    maxHeight: `min(${size[600]}, calc(100vh - ${space[32]}))`,
    width: `calc(100vw - ${space[32]})`,
    overflow: 'hidden',
    selectors: {
      '&::backdrop': { background: vars.color.overlay, backdropFilter: 'blur(2px)' },
      '&[open]': { display: 'flex', flexDirection: 'column' },
    },
  },
  variants: {
    size: {
      md: { maxWidth: size[600] },
      sm: { maxWidth: size[320] },
    },
    /** sheet: on a phone, a bottom sheet the width of the screen that slides up (filters and the like); centred elsewhere. */
    placement: {
      center: {},
      sheet: {
        '@media': {
          [media.mobile]: {
            width: '100%',
            maxWidth: '100%',
            margin: 'auto 0 0',
            borderRadius: `${radius[16]} ${radius[16]} 0 0`,
            borderBottom: 0,
            maxHeight: '85vh',
            animation: `${slideUp} 200ms ease-out`,
          },
          [`${media.mobile} and ${media.reducedMotion}`]: { animation: 'none' },
        },
      },
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: space[12], padding: `${space[24]} ${space[24]} 0` });
export const title = style({ flex: 1, fontSize: fontSize[20], fontWeight: fontWeight.bold, lineHeight: lineHeight.snug });
export const body = style({
  padding: `${space[12]} ${space[24]} 0`,
  overflowY: 'auto',
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { padding: `${space[12]} ${space[20]} 0` } },
});
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space[8],
  padding: space[24],
  '@media': { [media.mobile]: { padding: space[20] } },
});
