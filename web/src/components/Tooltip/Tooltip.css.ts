import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, lineHeight, radius, size, space, zIndex } from '../../styles/tokens';

const appear = keyframes({ from: { opacity: 0, transform: `translateY(-${space[4]})` }, to: { opacity: 1, transform: 'none' } });
const appearStart = keyframes({ from: { opacity: 0, transform: `translate(${space[4]}, -50%)` }, to: { opacity: 1, transform: 'translate(0, -50%)' } });

export const wrapper = style({ position: 'relative', display: 'inline-flex' });

export const bubble = style({
  position: 'absolute',
  top: `calc(100% + ${space[12]})`,
  right: `-${space[8]}`,
  zIndex: zIndex.popover,
  width: 'max-content',
  maxWidth: size[260],
  padding: `${space[10]} ${space[14]}`,
  borderRadius: radius[10],
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: fontSize[13],
  fontWeight: fontWeight.medium,
  lineHeight: lineHeight.normal,
  boxShadow: vars.shadow.popover,
  animation: `${appear} 180ms ease-out`,
  pointerEvents: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: `-${space[6]}`,
      right: '22px',
      width: space[12],
      height: space[12],
      background: vars.color.text,
      transform: 'rotate(45deg)',
      borderRadius: radius[2],
    },
  },
});

/**
 * At the trigger's start, centred on it, its arrow pointing at it: within a header bar of two lines'
 * height, so it covers no page content. Narrow enough to stay on a 320 px screen beside a trigger
 * at the header's end.
 */
export const start = style({
  top: '50%',
  right: `calc(100% + ${space[12]})`,
  maxWidth: `min(${size[260]}, calc(100vw - 80px))`,
  transform: 'translate(0, -50%)',
  animationName: appearStart,
  selectors: {
    '&::before': { top: '50%', right: `-${space[4]}`, marginTop: `-${space[6]}` },
  },
});
