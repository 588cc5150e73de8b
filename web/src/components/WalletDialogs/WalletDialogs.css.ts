import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius } from '../../styles/tokens';

export const options = style({ display: 'flex', flexDirection: 'column', gap: '10px', listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: '14px',
  width: '100%',
  padding: '14px 16px',
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover } },
});

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: radius.md,
  fontWeight: 800,
  fontSize: '15px',
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: '2px', flex: 1, minWidth: 0 });
export const optionName = style({ fontWeight: 700, fontSize: '15px' });
export const optionNote = style({ color: vars.color.textMuted, fontSize: '13px' });

export const download = style({ marginTop: '16px', fontSize: '14px', color: vars.color.textMuted });
export const link = style({ color: vars.color.link, fontWeight: 700, textUnderlineOffset: '3px' });

export const qrBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '14px', paddingBlock: '8px', textAlign: 'center' });
export const countdown = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text, fontWeight: 700 });

export const details = style({ marginTop: '12px', fontSize: '13px' });
globalStyle(`${details} summary`, { cursor: 'pointer', color: vars.color.textMuted });
export const detailsText = style({
  marginTop: '8px',
  padding: '10px 12px',
  borderRadius: radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '160px',
  overflowY: 'auto',
});
export const address = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere', color: vars.color.text });
