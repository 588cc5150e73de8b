import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius, zIndex } from '../../styles/tokens';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const wrapper = style({ position: 'relative', display: 'inline-flex' });

export const bubble = style({
  position: 'absolute',
  top: 'calc(100% + 12px)',
  right: '-8px',
  zIndex: zIndex.popover,
  width: 'max-content',
  maxWidth: '260px',
  padding: '10px 14px',
  borderRadius: radius.md,
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: '13px',
  fontWeight: 500,
  lineHeight: 1.4,
  boxShadow: vars.shadow.popover,
  animation: `${appear} 180ms ease-out`,
  pointerEvents: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '-6px',
      right: '22px',
      width: '12px',
      height: '12px',
      background: vars.color.text,
      transform: 'rotate(45deg)',
      borderRadius: '2px',
    },
  },
});
