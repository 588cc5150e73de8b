import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, size, space } from '../../styles/tokens';

export const section = style({ display: 'flex', flexDirection: 'column', gap: space[16], marginBottom: space[40] });

export const sectionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[12], flexWrap: 'wrap' });

export const sectionTitle = style({ fontSize: fontSize[20], fontWeight: fontWeight.bold, margin: 0 });

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${size[260]}, 1fr))`,
  gap: space[16],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[12],
  padding: space[20],
  borderRadius: radius[12],
  background: vars.color.surface,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
});

export const cardLink = style({ display: 'flex', alignItems: 'center', gap: space[12], color: vars.color.text, textDecoration: 'none', fontWeight: fontWeight.semibold });

export const thumbnail = style({ width: space[48], height: space[48], borderRadius: radius[8], objectFit: 'cover', background: vars.color.surfaceRaised, flexShrink: 0 });

export const row = style({ display: 'flex', alignItems: 'center', gap: space[8], flexWrap: 'wrap' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space[16] });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const notice = style({
  padding: space[16],
  borderRadius: radius[8],
  background: vars.color.surfaceRaised,
  color: vars.color.warning,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[16],
  padding: space[24],
  borderRadius: radius[12],
  background: vars.color.surface,
  border: `${borderWidth[1]} solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: space[16] } },
});

export const definitionList = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${space[8]} ${space[16]}`, margin: 0 });

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const error = style({ color: vars.color.danger, margin: 0 });

export const details = style({ color: vars.color.textMuted, fontSize: fontSize[13], overflowWrap: 'anywhere', margin: 0 });

/** The joined and resigned dates side by side, each with its "none" box under it: the information dialog fits a 900 px high screen without an inner scroll. */
export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space[16],
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const dateField = style({ display: 'flex', flexDirection: 'column', gap: space[8], minWidth: 0 });

/** Edit Links: the websites, then the communities, well apart. */
export const linkGroups = style({ display: 'flex', flexDirection: 'column', gap: space[28] });

/** A URL as wide as the dialog, its remove button beside it. */
export const linkRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: space[8], alignItems: 'start' });

/** Level with the input under its label (a 14 px label line and the row's 8 px gap; the 40 px button centred on the 44 px input). */
export const removeLink = style({ marginTop: `calc(${fontSize[14]} * ${lineHeight.body} + ${space[8]} + ${space[2]})` });

/** One community link: its type and title side by side above its URL, set off from the next. */
export const community = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[12],
  padding: space[16],
  borderRadius: radius[12],
  border: `${borderWidth[1]} solid ${vars.color.border}`,
});
export const communityHead = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${size[240]}) minmax(0, 1fr)`,
  gap: space[12],
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
