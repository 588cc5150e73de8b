import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const page = style({ paddingTop: '48px', paddingBottom: '96px', '@media': { [media.tablet]: { paddingTop: '32px' }, [media.mobile]: { paddingTop: '24px', paddingBottom: '56px' } } });
export const header = style({ display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '24px' });
export const title = style({ fontSize: '40px', fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.1, '@media': { [media.tablet]: { fontSize: '32px' }, [media.mobile]: { fontSize: '26px' } } });
export const lead = style({ color: vars.color.textMuted, fontSize: '16px', maxWidth: '720px' });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: '32px', paddingTop: '32px', outline: 'none' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  padding: '28px',
  borderRadius: '16px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: '18px 14px', borderRadius: '12px' } },
});
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '12px 24px' });
export const sectionTitle = style({ fontSize: '22px', fontWeight: 800, letterSpacing: '-0.01em', '@media': { [media.mobile]: { fontSize: '19px' } } });
export const subTitle = style({ fontSize: '16px', fontWeight: 700, color: vars.color.text });
export const meta = style({ color: vars.color.textSubtle, fontSize: '13px' });
export const note = style({ color: vars.color.textMuted, fontSize: '13px', padding: '10px 12px', borderRadius: '10px', background: vars.color.surfaceRaised });

export const chartBox = style({ minHeight: '320px' });
export const chartSkeleton = style({ borderRadius: '12px', background: vars.color.surfaceRaised, opacity: 0.6 });
export const twoCharts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '24px', '@media': { [media.tablet]: { gridTemplateColumns: '1fr' } } });

export const blocks = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '16px', '@media': { [media.tablet]: { gridTemplateColumns: '1fr' } } });
export const block = style({ display: 'flex', flexDirection: 'column', gap: '10px', padding: '18px', borderRadius: '12px', background: vars.color.surfaceRaised });
export const blockTitle = style({ fontSize: '14px', fontWeight: 700, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const figureRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '12px', fontSize: '14px' });
export const figureLabel = style({ color: vars.color.textMuted });
export const figureValue = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const headline = style({ fontSize: '24px', fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const up = style({ color: vars.color.success });
export const down = style({ color: vars.color.danger });

export const ranges = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: '4px',
  padding: '4px',
  borderRadius: '999px',
  background: vars.color.surfaceRaised,
  border: 0,
  margin: 0,
  // On a phone the choices sit in an even grid (three to a row at most) instead of a wrapped pill.
  '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', width: '100%', borderRadius: '14px' } },
});
export const rangeOption = style({ position: 'relative', display: 'block' });
export const rangeInput = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px' });
export const rangeLabel = style({
  display: 'block',
  textAlign: 'center',
  padding: '7px 14px',
  borderRadius: '999px',
  fontSize: '13px',
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { whiteSpace: 'normal', lineHeight: 1.3 } },
  selectors: {
    [`${rangeInput}:checked + &`]: { background: vars.color.accent, color: vars.color.onAccent },
    [`${rangeInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${rangeInput}:not(:checked) + &:hover`]: { color: vars.color.text },
  },
});

export const ratioBar = style({ position: 'relative', height: '12px', borderRadius: '999px', background: vars.color.surfaceRaised, overflow: 'hidden' });
export const ratioFill = style({ position: 'absolute', inset: 0, right: 'auto', borderRadius: '999px', background: vars.color.accent });
export const policy = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '16px', '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: '1fr' } } });
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' });
