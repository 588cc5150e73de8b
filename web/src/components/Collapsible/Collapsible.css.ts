import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, space, underlineOffset } from '../../styles/tokens';

export const wrap = recipe({
  base: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  variants: { density: { regular: { gap: space[8] }, compact: { gap: space[6] } } },
});
export const body = style({ position: 'relative', width: '100%' });
/** Its max-height is set inline: the collapsed height of the current screen width. */
export const collapsed = recipe({
  base: { overflow: 'hidden' },
  variants: {
    density: {
      regular: { maskImage: 'linear-gradient(to bottom, #000 60%, transparent)', WebkitMaskImage: 'linear-gradient(to bottom, #000 60%, transparent)' },
      compact: { maskImage: 'linear-gradient(to bottom, #000 55%, transparent)', WebkitMaskImage: 'linear-gradient(to bottom, #000 55%, transparent)' },
    },
  },
});
export const toggle = style({
  padding: `${space[2]} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontSize: fontSize[14],
  fontWeight: fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: underlineOffset },
    '&:disabled': { cursor: 'default', textDecoration: 'none' },
  },
});
