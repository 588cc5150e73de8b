import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius, zIndex } from '../../styles/tokens';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 10px)',
  right: 0,
  zIndex: zIndex.popover,
  minWidth: '300px',
  padding: '20px',
  borderRadius: radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
});
