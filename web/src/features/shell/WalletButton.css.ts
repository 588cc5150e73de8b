import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';

export const button = style({ '@media': { [media.mobile]: { height: '36px', padding: '0 14px' } } });
export const icon = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const long = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const short = style({ display: 'none', '@media': { [media.mobile]: { display: 'inline' } } });
