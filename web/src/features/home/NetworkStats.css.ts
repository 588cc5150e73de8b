import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const section = style({ paddingBlock: '24px 56px', '@media': { [media.mobile]: { paddingBlock: '8px 40px' } } });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '20px',
  '@media': { [media.tablet]: { gap: '12px' }, [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: '10px',
  padding: '28px',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
  backdropFilter: 'blur(8px)',
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { padding: '20px' } },
});

export const label = style({ display: 'flex', alignItems: 'baseline', gap: '8px', color: vars.color.textMuted, fontSize: '15px', fontWeight: 600 });
export const note = style({ color: vars.color.textSubtle, fontSize: '13px', fontWeight: 500 });

export const value = style({
  fontSize: 'clamp(22px, 2.2vw, 30px)',
  fontWeight: 800,
  letterSpacing: '-0.01em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const unit = style({ marginLeft: '6px', color: vars.color.textMuted, fontSize: '0.6em', fontWeight: 700 });
