import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, radius, space, zIndex } from '../../styles/tokens';

const slideIn = keyframes({ from: { opacity: 0, transform: `translateY(${space[12]})` }, to: { opacity: 1, transform: 'none' } });

export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: space[32],
  transform: 'translateX(-50%)',
  zIndex: zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[8],
  width: 'max-content',
  maxWidth: `calc(100vw - ${space[32]})`,
  pointerEvents: 'none',
  '@media': { [media.mobile]: { bottom: space[16] } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[10],
  padding: `${space[12]} ${space[18]}`,
  borderRadius: radius[10],
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: fontSize[14],
  fontWeight: fontWeight.semibold,
  boxShadow: vars.shadow.popover,
  animation: `${slideIn} 200ms ease-out`,
  pointerEvents: 'auto',
});
