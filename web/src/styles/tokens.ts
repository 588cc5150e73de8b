/** Theme-independent design tokens (the colours live in the theme contract, theme.css.ts). */
export const space = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '80px',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' } as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSize = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '22px',
  xxl: '28px',
  display: '48px',
} as const;

export const zIndex = { header: 20, popover: 40, drawer: 50, modal: 60, toast: 70 } as const;

export const headerHeight = '72px';
