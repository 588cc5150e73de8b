import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius, zIndex } from '../../styles/tokens';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: '32px',
  transform: 'translateX(-50%)',
  zIndex: zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  pointerEvents: 'none',
  '@media': { [media.mobile]: { bottom: '16px' } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  padding: '12px 18px',
  borderRadius: radius.md,
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: '14px',
  fontWeight: 600,
  boxShadow: vars.shadow.popover,
  animation: `${slideIn} 200ms ease-out`,
  pointerEvents: 'auto',
});
