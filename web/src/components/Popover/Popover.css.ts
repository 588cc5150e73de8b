import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius, size, space, zIndex } from '../../styles/tokens';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${space[10]})`,
  right: 0,
  zIndex: zIndex.popover,
  minWidth: size[300],
  padding: space[20],
  borderRadius: radius[16],
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
});
