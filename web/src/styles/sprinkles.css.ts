import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './theme.css';
import { fontSize, fontWeight, lineHeight, space } from './tokens';

/** The steps of the space scale that layout utilities offer: each one costs a class per property and breakpoint. */
const layoutSpace = pick(space, [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64, 80, 96]);

function pick<K extends PropertyKey, V, P extends K>(scale: Readonly<Record<K, V>>, keys: readonly P[]): Record<P, V> {
  return Object.fromEntries(keys.map((key) => [key, scale[key]])) as Record<P, V>;
}

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
    gap: layoutSpace,
    paddingTop: layoutSpace,
    paddingBottom: layoutSpace,
    paddingLeft: layoutSpace,
    paddingRight: layoutSpace,
    marginTop: layoutSpace,
    marginBottom: layoutSpace,
    fontSize,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const type = defineProperties({ properties: { fontWeight, lineHeight } });

const colors = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, subtle: vars.color.textSubtle, link: vars.color.link },
    background: { bg: vars.color.bg, surface: vars.color.surface, raised: vars.color.surfaceRaised },
  },
});

export const sprinkles = createSprinkles(responsive, type, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
