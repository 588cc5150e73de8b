import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, space } from '../../styles/tokens';

export const wrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize[14] });

const rule = `${borderWidth[1]} solid ${vars.color.border}`;

/** Cell padding, block × inline: 12 × 12 (default), 12 × 10, 10 × 8. */
const padding = {
  regular: { y: space[12], x: space[12] },
  narrow: { y: space[12], x: space[10] },
  compact: { y: space[10], x: space[8] },
} as const;

export const headCell = recipe({
  base: { textAlign: 'left', borderBottom: rule, whiteSpace: 'nowrap' },
  variants: {
    /** muted: a quiet column title in the body's size (or one step smaller); label: a small caps-like label sitting on the rule. */
    head: {
      muted: { color: vars.color.textMuted, fontWeight: fontWeight.semibold },
      mutedSmall: { color: vars.color.textMuted, fontWeight: fontWeight.semibold, fontSize: fontSize[13] },
      label: { color: vars.color.textSubtle, fontWeight: fontWeight.bold, fontSize: fontSize[12] },
    },
    padding: {
      regular: { padding: `${padding.regular.y} ${padding.regular.x}` },
      narrow: { padding: `${padding.narrow.y} ${padding.narrow.x}` },
      compact: { padding: `${padding.compact.y} ${padding.compact.x}` },
    },
    numeric: { true: { textAlign: 'right' } },
  },
  compoundVariants: (['regular', 'narrow', 'compact'] as const).map((p) => ({ variants: { head: 'label' as const, padding: p }, style: { paddingTop: 0 } })),
});

export const cell = recipe({
  base: { borderBottom: rule, verticalAlign: 'middle' },
  variants: {
    padding: {
      regular: { padding: `${padding.regular.y} ${padding.regular.x}` },
      narrow: { padding: `${padding.narrow.y} ${padding.narrow.x}` },
      compact: { padding: `${padding.compact.y} ${padding.compact.x}` },
    },
    numeric: { true: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } },
    nowrap: { true: { whiteSpace: 'nowrap' } },
    /** The last row drops its rule when the table ends a panel that has its own edge. */
    lastRule: { false: { selectors: { 'tr:last-child > &': { borderBottom: 0 } } } },
  },
});

/** Phones: each row becomes a small card of labelled lines (the label comes from the column header). */
export const stacked = style({});
globalStyle(`${stacked} thead`, { '@media': { [media.mobile]: { position: 'absolute', width: borderWidth[1], height: borderWidth[1], overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${stacked}, ${stacked} tbody, ${stacked} tr, ${stacked} td`, { '@media': { [media.mobile]: { display: 'block', width: '100%' } } });
globalStyle(`${stacked} tr`, { '@media': { [media.mobile]: { padding: `${space[10]} 0`, borderBottom: rule } } });
globalStyle(`${stacked} td`, {
  '@media': { [media.mobile]: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space[12], padding: `${space[4]} 0`, border: 0, textAlign: 'right' } },
});
globalStyle(`${stacked} td::before`, {
  '@media': { [media.mobile]: { content: 'attr(data-label)', color: vars.color.textSubtle, fontSize: fontSize[12], fontWeight: fontWeight.bold, textAlign: 'left' } },
});

export type HeadCellVariants = NonNullable<RecipeVariants<typeof headCell>>;
