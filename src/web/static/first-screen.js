// The first screen starts in parallel with the app's code (decision 205). The HTML is the
// same for every path; without this the browser learns what a screen needs one step at a
// time: entry script -> session check -> signed-in half -> screen chunk -> its data.
// Here, while the entry script downloads: the session check starts at once, the share
// page's month of updates too (public data); once the session answers, the code of the
// right half and screen (modulepreload, from the map the build writes into the HTML) and
// the screen's first calls. The app takes those answers instead of asking again
// (lib/api-client.ts, takeEarlyAnswer). An external file: the Content-Security-Policy
// allows no inline script. Any failure here only means the app asks for itself.
(function () {
  try {
    // The app's code ran first (this file arrived late) and asked for itself: asking again
    // would only double every call (lib/api-client.ts, markAppStarted).
    if (window.__sitebookEarly) return;
    var early = {};
    window.__sitebookEarly = early;
    var ask = function (url) {
      early[url] = fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
      // An answer nobody takes must not log an unhandled rejection.
      early[url].catch(function () {});
      return early[url];
    };
    var data = document.getElementById('first-screen');
    var files = data ? JSON.parse(data.textContent || '{}') : {};
    var preload = function (list) {
      (list || []).forEach(function (href) {
        var link = document.createElement('link');
        // A style sheet is linked as the app would link it (the build's loader then sees it
        // and does not add it again; a preload would be fetched twice with the cache off).
        link.rel = /\.css$/.test(href) ? 'stylesheet' : 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    };
    var pad = function (n) {
      return (n < 10 ? '0' : '') + n;
    };
    var iso = function (d) {
      return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate());
    };
    var path = location.pathname.replace(/\/+$/, '') || '/';

    if (path === '/share/daily' || path === '/share') {
      // The share page opens on today's month: 6 weeks from the Monday on or before the 1st
      // (lib/calendar-dates.ts monthGrid), asked without waiting for the session.
      var now = new Date();
      var offset = (new Date(now.getFullYear(), now.getMonth(), 1).getDay() + 6) % 7;
      var from = new Date(now.getFullYear(), now.getMonth(), 1 - offset);
      var to = new Date(now.getFullYear(), now.getMonth(), 1 - offset + 41);
      ask('/api/public/updates?from=' + iso(from) + '&to=' + iso(to));
    }

    ask('/api/auth/session')
      .then(function (response) {
        return response.ok ? response.clone().json() : { user: null };
      })
      .then(function (answer) {
        var user = answer && answer.user;
        var screen = path.indexOf('/share/') === 0 ? '/share' : path;
        if (!user) {
          preload(files.public);
          // Every other signed-out path shows the landing page, which is in the public half.
          if (screen === '/share' || screen === '/login') preload(files[screen]);
          return;
        }
        var staff = user.role === 'owner' || user.role === 'office';
        if (screen === '/invoices' && !staff) return;
        if (screen === '/' && !staff) return; // a field user's home is My day
        preload(files.signedIn);
        if (screen === '/login') return; // signed in, it goes to the dashboard
        preload(files[screen]);
        if (screen !== '/share' && files[screen]) {
          ask('/api/settings/locale'); // every management screen formats with it
        }
        if (screen === '/') {
          if (user.role === 'owner') ask('/api/getting-started');
          ask('/api/dashboard/metrics');
          ask('/api/questions/unread-count');
          ask('/api/summaries/daily');
          ask('/api/updates?limit=5');
          ask('/api/invoices/summary');
        } else if (screen === '/updates') {
          ask('/api/updates?limit=20');
          ask('/api/settings/sharing');
        } else if (screen === '/tasks') {
          ask('/api/tasks?status=pending&limit=50');
          ask('/api/tasks?status=completed&limit=50');
          ask('/api/tasks/counts');
          if (user.role === 'owner') ask('/api/users'); // the assignee picker
        }
      })
      .catch(function () {});
  } catch {
    // The app asks for everything itself.
  }
})();
