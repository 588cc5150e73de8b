import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space } from './tokens';

export const page = style({ paddingTop: space[48], paddingBottom: space[96], '@media': { [media.tablet]: { paddingTop: space[32] }, [media.mobile]: { paddingTop: space[24], paddingBottom: space[56] } } });
export const header = style({ display: 'flex', flexDirection: 'column', gap: space[8], marginBottom: space[24] });
export const title = style({ fontSize: fontSize[40], fontWeight: fontWeight.heavy, letterSpacing: '-0.03em', lineHeight: lineHeight.tight, '@media': { [media.tablet]: { fontSize: fontSize[32] }, [media.mobile]: { fontSize: fontSize[26] } } });
export const lead = style({ color: vars.color.textMuted, fontSize: fontSize[16], maxWidth: size[720] });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: space[32], paddingTop: space[32], outline: 'none' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[16],
  padding: space[28],
  borderRadius: radius[16],
  background: vars.color.surface,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: `${space[18]} ${space[14]}`, borderRadius: radius[12] } },
});
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: `${space[12]} ${space[24]}` });
export const sectionTitle = style({ fontSize: fontSize[22], fontWeight: fontWeight.heavy, letterSpacing: '-0.01em', '@media': { [media.mobile]: { fontSize: fontSize[18] } } });
export const subTitle = style({ fontSize: fontSize[16], fontWeight: fontWeight.bold, color: vars.color.text });
export const meta = style({ color: vars.color.textSubtle, fontSize: fontSize[13] });
export const note = style({ color: vars.color.textMuted, fontSize: fontSize[13], padding: `${space[10]} ${space[12]}`, borderRadius: radius[10], background: vars.color.surfaceRaised });

export const chartBox = style({ minHeight: size[320] });
export const chartSkeleton = style({ borderRadius: radius[12], background: vars.color.surfaceRaised, opacity: 0.6 });
export const twoCharts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[24], '@media': { [media.tablet]: { gridTemplateColumns: '1fr' } } });

export const blocks = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space[16], '@media': { [media.tablet]: { gridTemplateColumns: '1fr' } } });
export const block = style({ display: 'flex', flexDirection: 'column', gap: space[10], padding: space[18], borderRadius: radius[12], background: vars.color.surfaceRaised });
export const blockTitle = style({ fontSize: fontSize[14], fontWeight: fontWeight.bold, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const figureRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: space[12], fontSize: fontSize[14] });
export const figureLabel = style({ color: vars.color.textMuted });
export const figureValue = style({ fontWeight: fontWeight.bold, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const headline = style({ fontSize: fontSize[24], fontWeight: fontWeight.heavy, fontVariantNumeric: 'tabular-nums' });
export const up = style({ color: vars.color.success });
export const down = style({ color: vars.color.danger });

export const ranges = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: space[4],
  padding: space[4],
  borderRadius: radius.pill,
  background: vars.color.surfaceRaised,
  border: 0,
  margin: 0,
  // On a phone the choices sit in an even grid (three to a row at most) instead of a wrapped pill.
  '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(${space[96]}, 1fr))`, width: '100%', borderRadius: '14px' } },
});
/** Choices with long labels ("KFF (Foundation Fund)") keep each label on one line: on a phone a choice that does not fit beside the others takes a row of its own. */
export const rangesLong = style({ '@media': { [media.mobile]: { display: 'flex', flexWrap: 'wrap' } } });
export const rangeOption = style({ position: 'relative', display: 'block' });
export const rangeOptionLong = style({ flex: '1 1 auto' });
export const rangeInput = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px' });
export const rangeLabel = style({
  display: 'block',
  textAlign: 'center',
  padding: `${space[6]} ${space[14]}`,
  borderRadius: radius.pill,
  fontSize: fontSize[13],
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { whiteSpace: 'normal', lineHeight: lineHeight.snug } },
  selectors: {
    [`${rangesLong} &`]: { whiteSpace: 'nowrap' },
    [`${rangeInput}:checked + &`]: { background: vars.color.accent, color: vars.color.onAccent },
    [`${rangeInput}:focus-visible + &`]: { outline: `${borderWidth[2]} solid ${vars.color.focus}`, outlineOffset: space[2] },
    [`${rangeInput}:not(:checked) + &:hover`]: { color: vars.color.text },
  },
});

export const ratioBar = style({ position: 'relative', height: space[12], borderRadius: radius.pill, background: vars.color.surfaceRaised, overflow: 'hidden' });
export const ratioFill = style({ position: 'absolute', inset: 0, right: 'auto', borderRadius: radius.pill, background: vars.color.accent });
export const policy = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: space[16], '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: '1fr' } } });
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[12] });
