import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';
import { control } from '../../styles/formControl.css';

export const wrap = recipe({
  base: { position: 'relative', display: 'inline-flex', alignItems: 'center' },
  variants: { look: { pill: {}, field: { display: 'flex', width: '100%' } } },
});

export const select = recipe({
  base: { appearance: 'none', cursor: 'pointer' },
  variants: {
    look: {
      pill: {
        height: space[36],
        padding: `0 ${space[36]} 0 ${space[14]}`,
        borderRadius: radius.pill,
        border: `${borderWidth[1]} solid ${vars.color.border}`,
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        fontSize: fontSize[14],
        fontWeight: fontWeight.semibold,
        selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
      },
      field: [control, { height: space[44], paddingRight: space[40] }],
    },
  },
});

export const caret = style({ position: 'absolute', right: space[12], transform: 'rotate(90deg)', pointerEvents: 'none', color: vars.color.textMuted });
