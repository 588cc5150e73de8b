import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { fontSize, fontWeight, space } from '../../../styles/tokens';

export const list = style({ display: 'flex', flexDirection: 'column', gap: space[18], listStyle: 'none', marginBottom: space[16] });
export const action = style({ display: 'flex', flexDirection: 'column', gap: space[6], minWidth: 0 });
export const title = style({ fontWeight: fontWeight.bold, fontSize: fontSize[15], overflowWrap: 'anywhere' });
export const address = style({ display: 'flex', alignItems: 'center', gap: space[10], flexWrap: 'wrap', minWidth: 0 });
export const value = style({ display: 'flex', alignItems: 'center', gap: space[10], flexWrap: 'wrap', minWidth: 0, overflowWrap: 'anywhere', wordBreak: 'break-all' });
export const type = style({ color: vars.color.textMuted, fontSize: fontSize[12], fontWeight: fontWeight.medium });
