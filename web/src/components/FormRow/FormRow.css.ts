import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { fontSize, fontWeight, lineHeight, space } from '../../styles/tokens';

export const row = style({ display: 'flex', flexDirection: 'column', gap: space[8], minWidth: 0, border: 0, margin: 0, padding: 0 });
export const label = style({ fontSize: fontSize[14], fontWeight: fontWeight.bold, color: vars.color.text, padding: 0 });
export const required = style({ marginLeft: space[4], color: vars.color.danger });
export const footer = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: space[12], fontSize: fontSize[13], lineHeight: lineHeight.body });
export const texts = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });
export const hint = style({ color: vars.color.textSubtle });
export const error = style({ color: vars.color.danger, fontWeight: fontWeight.semibold });
export const aside = style({ marginLeft: 'auto', flex: 'none' });
