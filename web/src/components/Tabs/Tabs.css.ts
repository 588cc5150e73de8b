import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { borderWidth, fontSize, fontWeight, lineHeight, space } from '../../styles/tokens';

export const tabList = style({
  display: 'flex',
  gap: space[4],
  '@media': { [media.mini]: { gap: space[2] } },
  borderBottom: `${borderWidth[1]} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  padding: `${space[14]} ${space[18]}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: fontSize[16],
  fontWeight: fontWeight.bold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  // A phone's width holds three uppercase labels (VOTING, DISCUSSION, LEADERBOARD) only with tighter
  // padding and type, and four (Tokenomics, On-Chain Status, Staking, Ranking) only when a label of
  // two words may take two lines; the list still scrolls if a page ever has more than fit.
  '@media': {
    [media.mobile]: { flex: '0 1 auto', whiteSpace: 'normal', textAlign: 'center', lineHeight: lineHeight.snug, padding: `${space[12]} ${space[10]}`, fontSize: fontSize[14] },
    [media.mini]: { padding: `${space[12]} ${space[4]}`, fontSize: fontSize[13] },
  },
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.text },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: space[12],
      right: space[12],
      bottom: `-${borderWidth[1]}`,
      // The selected tab's underline: a line as thick as the heaviest border, its top corners fully round.
      height: borderWidth[3],
      borderRadius: `${borderWidth[3]} ${borderWidth[3]} 0 0`,
      background: vars.color.accent,
    },
  },
});
