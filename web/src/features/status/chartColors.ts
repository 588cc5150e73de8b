import { vars } from '../../styles/theme.css';

/** Series colours, readable on both themes (they are the theme's own variables). */
export const SERIES_COLORS = [vars.color.link, vars.color.info, vars.color.warning, vars.color.success, vars.color.danger, vars.color.textMuted] as const;
