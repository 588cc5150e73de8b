import { style } from '@vanilla-extract/css';
import { control } from '../../styles/formControl.css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, space } from '../../styles/tokens';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: space[16] });
export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[12] });
export const panelTitle = style({ fontSize: fontSize[18], margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space[12] });
export const card = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: space[12],
  padding: space[16],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  borderRadius: space[8],
  background: vars.color.surface,
});
export const cardText = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });
export const cardTitle = style({ fontSize: fontSize[16], margin: 0, overflowWrap: 'anywhere' });
export const cardMeta = style({ color: vars.color.textMuted, fontSize: fontSize[13] });
export const actions = style({ display: 'flex', gap: space[8], flexShrink: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: space[16] });
export const row = style({ display: 'flex', gap: space[8], alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 12rem', minWidth: 0 });
export const fieldset = style({ border: `${borderWidth[1]} solid ${vars.color.border}`, borderRadius: space[8], padding: space[12], margin: 0, display: 'flex', flexDirection: 'column', gap: space[12] });
export const legend = style({ fontSize: fontSize[14], padding: `0 ${space[4]}` });
export const error = style({ color: vars.color.danger, fontSize: fontSize[13], margin: 0 });
export const hint = style({ color: vars.color.textMuted, fontSize: fontSize[13], margin: 0 });
/** The link-or-file choice takes the form controls' look, so its text has the theme's contrast. */
export const select = style([control, { display: 'block', marginTop: space[4] }]);
/** The labels of native file inputs and the select, stacked. */
export const nativeLabel = style({ display: 'flex', flexDirection: 'column', gap: space[4], fontSize: fontSize[14], color: vars.color.text });
