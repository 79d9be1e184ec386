// The only script of the prebuilt landing page (decision 206) and of the share page the
// server writes (decision 222): the theme button, and the service worker the app
// registers on every other page. An external file because the
// Content-Security-Policy allows no inline script; theme-init.js has set the theme.
(function () {
  var root = document.documentElement;
  function isDark() {
    return root.getAttribute('data-mantine-color-scheme') === 'dark';
  }
  function label() {
    var text = 'Switch to ' + (isDark() ? 'light' : 'dark') + ' theme';
    document.querySelectorAll('[data-theme-toggle]').forEach(function (button) {
      button.setAttribute('aria-label', text);
      button.setAttribute('title', text);
    });
  }
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('[data-theme-toggle]');
    if (!button) return;
    var next = isDark() ? 'light' : 'dark';
    root.setAttribute('data-mantine-color-scheme', next);
    try {
      window.localStorage.setItem('theme', next);
    } catch {
      // A browser that keeps nothing still switches for this page.
    }
    label();
  });
  label();
  if ('serviceWorker' in navigator) {
    window.addEventListener('load', function () {
      navigator.serviceWorker.register('/sw.js').catch(function (error) {
        console.warn('Service worker registration failed', error);
      });
    });
  }
})();
