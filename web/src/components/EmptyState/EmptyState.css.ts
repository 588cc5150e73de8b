import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const empty = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '16px',
    padding: '56px 24px',
    borderRadius: radius.xl,
    border: `1px dashed ${vars.color.borderStrong}`,
    color: vars.color.textMuted,
    textAlign: 'center',
  },
  variants: { compact: { true: { padding: '32px 16px', borderRadius: radius.lg } } },
});
