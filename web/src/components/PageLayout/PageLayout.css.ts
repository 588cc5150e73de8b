import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { fontSize, lineHeight, size, space } from '../../styles/tokens';

/** The vertical rhythm of a page: as the public list pages have it (40/28/20 above, 96/56 below). */
export const page = style({
  paddingTop: space[40],
  paddingBottom: space[96],
  '@media': { [media.tablet]: { paddingTop: space[28] }, [media.mobile]: { paddingTop: space[20], paddingBottom: space[56] } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: `${space[12]} ${space[24]}`,
  flexWrap: 'wrap',
  marginBottom: space[32],
  '@media': { [media.mobile]: { marginBottom: space[24] } },
});
export const heading = style({ display: 'flex', flexDirection: 'column', gap: space[8], minWidth: 0 });
export const description = style({ maxWidth: size[680], color: vars.color.textMuted, fontSize: fontSize[16], lineHeight: lineHeight.body, '@media': { [media.mobile]: { fontSize: fontSize[15] } } });
export const actions = style({ display: 'flex', alignItems: 'center', gap: space[8], flexWrap: 'wrap', minHeight: space[48] });

/** full: tables and lists use the page column; form: a readable column for forms; narrow: a single short form. */
export const content = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: space[32], minWidth: 0 },
  variants: { width: { full: {}, form: { maxWidth: size[760] }, narrow: { maxWidth: size[480] } } },
  defaultVariants: { width: 'full' },
});
