import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius, size, space } from '../../styles/tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

const bar = style({ background: vars.color.surfaceRaised, borderRadius: radius[10], animation: `${pulse} 1.4s ease-in-out infinite` });
export const titleBar = style([bar, { width: '40%', height: space[40] }]);
export const block = style([bar, { height: size[320], borderRadius: radius[24] }]);
