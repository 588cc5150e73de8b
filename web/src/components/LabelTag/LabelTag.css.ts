import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const tag = style({ display: 'inline-flex', alignItems: 'center', gap: space[6], padding: `${space[2]} ${space[10]}`, borderRadius: radius.pill, fontSize: fontSize[12], fontWeight: fontWeight.bold, whiteSpace: 'nowrap', color: vars.color.text, border: `${borderWidth[1]} solid transparent` });
export const dot = style({ width: space[8], height: space[8], borderRadius: radius.pill, flex: 'none' });
export const outlined = style({ background: 'transparent', borderColor: vars.color.borderStrong, color: vars.color.textMuted });
