import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '16px', padding: '32px 16px 64px', background: vars.color.bg });
export const bar = style({ width: '100%', maxWidth: '860px', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '12px' });
export const title = style({ fontSize: '28px', fontWeight: 800, '@media': { [media.mobile]: { fontSize: '22px' } } });
export const home = style({ color: vars.color.link, fontWeight: 600, fontSize: '14px' });
export const sheet = style({ width: '100%', maxWidth: '860px', borderRadius: '12px', overflow: 'hidden', background: '#ffffff', boxShadow: vars.shadow.popover, minHeight: '300px' });
export const canvas = style({ display: 'block', width: '100%', height: 'auto' });
export const pager = style({ display: 'flex', alignItems: 'center', gap: '12px', fontVariantNumeric: 'tabular-nums' });
export const status = style({ color: vars.color.textMuted, fontSize: '14px', minWidth: '110px', textAlign: 'center' });
export const error = style({ color: vars.color.danger });
