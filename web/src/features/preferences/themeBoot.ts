import { DEFAULT_THEME, STORAGE_KEYS } from '../../shared/preferences/storage';

/**
 * Inlined at the top of <head> by vite.config.ts: it runs before any CSS or module, so the stored theme
 * is on <html data-theme> for the first paint. Kept tiny and dependency-free on purpose.
 */
export const themeBootScript = `(function(){var t='${DEFAULT_THEME}';try{if(localStorage.getItem('${STORAGE_KEYS.theme}')==='light')t='light'}catch(e){}document.documentElement.setAttribute('data-theme',t);document.documentElement.style.colorScheme=t})();`;
