import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './theme.css';
import { fontSize, fontWeight, lineHeight, radius, space } from './tokens';

/** Desktop first: each narrower condition overrides the wider one (spec breakpoints). */
const responsive = defineProperties({
  conditions: {
    desktop: {},
    tablet: { '@media': media.tablet },
    mobile: { '@media': media.mobile },
    mini: { '@media': media.mini },
  },
  defaultCondition: 'desktop',
  responsiveArray: ['desktop', 'tablet', 'mobile', 'mini'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    fontSize,
    fontWeight,
    lineHeight,
    borderRadius: radius,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, subtle: vars.color.textSubtle, link: vars.color.link },
    background: { bg: vars.color.bg, surface: vars.color.surface, raised: vars.color.surfaceRaised },
  },
});

export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
