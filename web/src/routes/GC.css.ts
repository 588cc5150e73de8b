import { style } from '@vanilla-extract/css';
import { media } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';

export const page = style({ paddingTop: '48px', paddingBottom: '96px', '@media': { [media.tablet]: { paddingTop: '32px' }, [media.mobile]: { paddingTop: '24px', paddingBottom: '56px' } } });
export const header = style({ display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '24px' });
export const title = style({ fontSize: '40px', fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.1, '@media': { [media.tablet]: { fontSize: '32px' }, [media.mobile]: { fontSize: '26px' } } });
export const lead = style({ color: vars.color.textMuted, fontSize: '16px', maxWidth: '640px', '@media': { [media.mobile]: { fontSize: '15px' } } });
export const panel = style({ borderRadius: '4px' });
export const fallback = style({ minHeight: '60vh' });
