import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { borderWidth, radius, space } from '../../styles/tokens';

export const empty = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space[16],
    padding: `${space[56]} ${space[24]}`,
    borderRadius: radius[24],
    border: `${borderWidth[1]} dashed ${vars.color.borderStrong}`,
    color: vars.color.textMuted,
    textAlign: 'center',
  },
  variants: { compact: { true: { padding: `${space[32]} ${space[16]}`, borderRadius: radius[16] } } },
});
