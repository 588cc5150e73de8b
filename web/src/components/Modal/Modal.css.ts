import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const dialog = recipe({
  base: {
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.popover,
    maxHeight: 'min(600px, calc(100vh - 32px))',
    width: 'calc(100vw - 32px)',
    overflow: 'hidden',
    selectors: {
      '&::backdrop': { background: vars.color.overlay, backdropFilter: 'blur(2px)' },
      '&[open]': { display: 'flex', flexDirection: 'column' },
    },
  },
  variants: {
    size: {
      md: { maxWidth: '600px' },
      sm: { maxWidth: '320px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: '12px', padding: '24px 24px 0' });
export const title = style({ flex: 1, fontSize: '20px', fontWeight: 700, lineHeight: 1.3 });
export const body = style({
  padding: '12px 24px 0',
  overflowY: 'auto',
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { padding: '12px 20px 0' } },
});
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '8px',
  padding: '24px',
  '@media': { [media.mobile]: { padding: '20px' } },
});
