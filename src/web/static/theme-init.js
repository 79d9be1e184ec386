// Applies the saved theme before the app renders, so a dark page never flashes white.
// An external file because the Content-Security-Policy allows no inline script.
(function () {
  try {
    var theme = window.localStorage.getItem('theme');
    document.documentElement.setAttribute(
      'data-mantine-color-scheme',
      theme === 'dark' ? 'dark' : 'light',
    );
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
