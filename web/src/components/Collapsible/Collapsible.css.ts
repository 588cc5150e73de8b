import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const wrap = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '8px' });
export const body = style({ position: 'relative', width: '100%' });
/** Its max-height is set inline: the collapsed height of the current screen width. */
export const collapsed = style({
  overflow: 'hidden',
  maskImage: 'linear-gradient(to bottom, #000 60%, transparent)',
  WebkitMaskImage: 'linear-gradient(to bottom, #000 60%, transparent)',
});
export const toggle = style({
  padding: '2px 0',
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontSize: '14px',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});
