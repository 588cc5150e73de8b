import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

const bar = style({ background: vars.color.surfaceRaised, borderRadius: radius.md, animation: `${pulse} 1.4s ease-in-out infinite` });
export const titleBar = style([bar, { width: '40%', height: '40px' }]);
export const block = style([bar, { height: '320px', borderRadius: radius.xl }]);
