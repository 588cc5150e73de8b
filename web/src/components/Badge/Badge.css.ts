import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../styles/tokens';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[4],
    height: space[24],
    padding: `0 ${space[10]}`,
    borderRadius: radius.pill,
    fontSize: fontSize[12],
    fontWeight: fontWeight.bold,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      proposals: { background: vars.color.badgeProposalsBg, color: vars.color.badgeProposalsText },
      notice: { background: vars.color.badgeNoticeBg, color: vars.color.badgeNoticeText },
      neutral: { background: vars.color.badgeOtherBg, color: vars.color.badgeOtherText },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      outline: { background: 'transparent', color: vars.color.textMuted, border: `${borderWidth[1]} solid ${vars.color.borderStrong}` },
      // Result tones (voting): the state colour on a light wash of itself.
      success: { background: `color-mix(in srgb, ${vars.color.success} 16%, transparent)`, color: vars.color.success },
      danger: { background: `color-mix(in srgb, ${vars.color.danger} 16%, transparent)`, color: vars.color.danger },
      warning: { background: `color-mix(in srgb, ${vars.color.warning} 16%, transparent)`, color: vars.color.warning },
      info: { background: `color-mix(in srgb, ${vars.color.info} 16%, transparent)`, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
