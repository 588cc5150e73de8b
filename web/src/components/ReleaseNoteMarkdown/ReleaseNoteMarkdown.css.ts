import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { fontWeight, space } from '../../styles/tokens';

/** A note's heading, shown as a bold paragraph (spec: release notes flatten their headings). */
export const flatHeading = style({ margin: `${space[12]} 0 ${space[4]}`, color: vars.color.text, fontWeight: fontWeight.bold });
