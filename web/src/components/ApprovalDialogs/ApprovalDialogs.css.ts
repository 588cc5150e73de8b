import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { fontSize } from '../../styles/tokens';

export const details = style({ fontSize: fontSize[13], color: vars.color.textMuted, overflowWrap: 'anywhere' });
