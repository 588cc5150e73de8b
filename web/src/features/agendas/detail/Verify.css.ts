import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { fontSize, fontWeight, lineHeight, space } from '../../../styles/tokens';

export const section = style({ marginTop: space[24] });
export const body = style({ display: 'flex', flexDirection: 'column', gap: space[12] });
export const note = style({ color: vars.color.textMuted, fontSize: fontSize[13], lineHeight: lineHeight.body, fontVariantNumeric: 'tabular-nums' });
export const controls = style({ display: 'flex', alignItems: 'center', gap: space[10], flexWrap: 'wrap' });
export const matches = style({ color: vars.color.success, fontWeight: fontWeight.bold });
export const differs = style({ color: vars.color.warning, fontWeight: fontWeight.bold });
export const differences = style({ display: 'flex', flexDirection: 'column', gap: space[6], paddingLeft: space[18], fontSize: fontSize[14], fontVariantNumeric: 'tabular-nums' });
