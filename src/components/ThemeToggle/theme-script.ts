/** Key under which a visitor's chosen colour scheme is remembered. */
export const THEME_STORAGE_KEY = 'atelier-theme'

/**
 * Runs in <head> before the first paint: a remembered choice wins, otherwise the system setting,
 * so the page never flashes the wrong scheme.
 */
export const themeScript = `(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var d=s?s==='dark':matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d)}catch(e){}})()`
