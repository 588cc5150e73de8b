import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: space[20] });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space[12], alignItems: 'center', justifyContent: 'space-between' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[8], alignItems: 'center' });
export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: space[12],
  padding: space[16],
  borderRadius: radius[12],
  background: vars.color.surfaceRaised,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** The label choice spans the panel: up to eight tags in a wrapping row. */
export const labelRow = style({ gridColumn: '1 / -1' });
export const panelActions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: space[8] });
export const selectionBar = style({ fontSize: fontSize[14], fontWeight: fontWeight.bold, color: vars.color.textMuted });
export const selectedRow = style({ background: vars.color.surfaceRaised });
