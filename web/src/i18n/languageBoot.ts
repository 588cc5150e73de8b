import { STORAGE_KEYS } from '../shared/preferences/storage';

/**
 * Inlined in <head> by vite.config.ts, before anything paints: sends the reader to their language's
 * URL. The saved choice decides both ways; without one, a Korean browser opening an English URL is
 * sent to the Korean page, and a Korean URL opened explicitly is kept (a shared link, a crawler).
 * Sets <html lang> for the pages the build did not prerender. Tiny and dependency-free on purpose;
 * it mirrors locale.ts (localeOfPath, pathInLocale, preferredLocale), which the tests hold it to.
 */
export const languageBootScript = `(function(){var s=null;try{s=localStorage.getItem('${STORAGE_KEYS.language}')}catch(e){}var p=location.pathname,k=p==='/ko'||p.indexOf('/ko/')===0,w=s;if(w!=='en'&&w!=='ko'){w=k?'ko':'en';var n=navigator.languages||[navigator.language];for(var i=0;i<n.length;i++){var b=String(n[i]).toLowerCase().split('-')[0];if(b==='ko'){w='ko';break}if(b==='en')break}}var q=location.search+location.hash;if(w==='ko'&&!k){location.replace('/ko'+(p==='/'?'':p)+q);return}if(w==='en'&&k){location.replace((p.slice(3)||'/')+q);return}document.documentElement.lang=k?'ko':'en'})();`;
