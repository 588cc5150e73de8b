import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { space } from '../../styles/tokens';

export const button = style({ '@media': { [media.mobile]: { height: space[36], padding: `0 ${space[14]}` } } });
export const icon = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const long = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const short = style({ display: 'none', '@media': { [media.mobile]: { display: 'inline' } } });
