/* global window, document */
// Before the first paint: the colour scheme the app will render in (app/color-mode.ts, same key), so
// the page's background and the browser's own controls never flash the other scheme. A file, not an
// inline script: the CSP allows scripts from this origin only.
(function () {
  var saved = null;
  try {
    saved = localStorage.getItem('talent-desk.color-mode');
  } catch {
    saved = null;
  }
  var dark =
    saved === 'dark' ||
    (saved !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-color-scheme', dark ? 'dark' : 'light');
})();
