import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { fontSize, lineHeight, space } from '../../styles/tokens';

export const options = recipe({
  base: { display: 'flex', gap: space[10] },
  variants: { direction: { column: { flexDirection: 'column' }, row: { flexDirection: 'row', flexWrap: 'wrap', columnGap: space[20] } } },
});
export const option = style({ display: 'inline-flex', alignItems: 'flex-start', gap: space[10], fontSize: fontSize[15], lineHeight: lineHeight.normal, cursor: 'pointer' });
export const radio = style({ flex: 'none', width: space[18], height: space[18], margin: `${space[2]} 0 0`, accentColor: vars.color.accent, cursor: 'pointer' });
export const optionHint = style({ display: 'block', fontSize: fontSize[13], color: vars.color.textSubtle });
