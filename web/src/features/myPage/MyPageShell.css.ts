import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 14rem) minmax(0, 1fr)',
  gap: space[40],
  paddingBlock: space[48],
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space[24], paddingBlock: space[24] } },
});

export const title = style({ fontSize: fontSize[28], fontWeight: fontWeight.heavy, marginBottom: space[16] });

/** The left tab menu; a row that scrolls sideways on a tablet or a phone. */
export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  '@media': { [media.tablet]: { flexDirection: 'row', overflowX: 'auto', borderBottom: `${borderWidth[1]} solid ${vars.color.border}` } },
});

export const tab = style({
  textAlign: 'start',
  padding: `${space[12]} ${space[16]}`,
  border: 'none',
  borderRadius: radius[8],
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: fontSize[16],
  fontWeight: fontWeight.bold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[aria-selected="true"]': { color: vars.color.text, background: vars.color.surfaceRaised },
  },
});

export const panel = style({ minWidth: 0 });
