// The first screen starts in parallel with the app's code (decision 205). The HTML is the
// same for every path; without this the browser learns what a screen needs one step at a
// time: entry script -> session check -> signed-in half -> screen chunk -> its data.
// Here, before the entry script has downloaded: the session check starts at once, and so
// do, on a signed-in screen whose code and calls are the same for every role (Tasks,
// Updates), that screen's calls and code (decision 221); the code of the other screens
// waits for the session's role. (The share page is the server's own document, decision
// 222.) Code is preloaded (modulepreload) from the map the build writes into the HTML; the app takes
// the answers instead of asking again (lib/api-client.ts, takeEarlyAnswer). An external
// file: the Content-Security-Policy allows no inline script. Any failure here only means
// the app asks for itself.
(function () {
  // The page links the app's entry as a preload, and this starts it (decision 255): once
  // the parser is done, as the page's own module script would have run, except while
  // Updates' first notes are drawn. The entry's evaluation and first renders, in the same
  // moments, held back their paint by ~50-100 ms on a desktop; the app's own list came no
  // later for the wait. Never held longer than HOLD_MS, and started whatever fails here.
  var HOLD_MS = 1000;
  var entryHeld = false;
  var startEntry = function () {
    if (entryHeld || document.readyState === 'loading') return;
    document.removeEventListener('readystatechange', startEntry);
    var preloaded = document.querySelector('link[data-entry]');
    // Started already, or a page without one (the development server's starts by itself).
    if (!preloaded || preloaded.hasAttribute('data-started')) return;
    preloaded.setAttribute('data-started', '');
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = preloaded.href;
    document.head.appendChild(script);
  };
  var releaseEntry = function () {
    entryHeld = false;
    startEntry();
  };
  var holdEntry = function () {
    entryHeld = true;
    setTimeout(releaseEntry, HOLD_MS);
  };
  document.addEventListener('readystatechange', startEntry);
  try {
    // The app's code ran first (this file arrived late) and asked for itself: asking again
    // would only double every call (lib/api-client.ts, markAppStarted).
    if (window.__sitebookEarly) return;
    var early = {};
    window.__sitebookEarly = early;
    // Work that can wait runs in the page's next idle moment (after this task where there is
    // no idle callback).
    var onIdle = function (task) {
      if (window.requestIdleCallback) window.requestIdleCallback(task);
      else setTimeout(task, 0);
    };
    // The first date the app formats makes the browser load its locale's data: ~25-30 ms of
    // the main thread on a desktop (four times that on a phone), in the middle of the first
    // screen's render (Updates' notes, decision 243). Done here while the page waits for its
    // code and answers, the app's own formatters find it loaded.
    var warmDates = function () {
      try {
        new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short' }).format(0);
      } catch {
        // The app pays for it at its first date instead.
      }
    };
    onIdle(warmDates);
    var ask = function (url) {
      early[url] = fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
      // An answer nobody takes must not log an unhandled rejection.
      early[url].catch(function () {});
      return early[url];
    };
    var data = document.getElementById('first-screen');
    var files = data ? JSON.parse(data.textContent || '{}') : {};
    var sheets = [];
    var link = function (rel, href) {
      var element = document.createElement('link');
      element.rel = rel;
      element.crossOrigin = '';
      element.href = href;
      document.head.appendChild(element);
    };
    // A style sheet is linked as the app would link it (the build's loader then sees it and
    // does not add it again; a preload would be fetched twice with the cache off). It must
    // come after the entry's style sheet in the cascade (Mantine's component sheets are split
    // between the two, decision 216): this script runs in the <head> before the parser has
    // reached that sheet, so sheets are linked once the parser is done, which is before the
    // app's code can run (a module script runs after parsing).
    var linkSheets = function () {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', linkSheets);
      sheets.splice(0).forEach(function (href) {
        link('stylesheet', href);
      });
    };
    document.addEventListener('readystatechange', linkSheets);
    var asked = {};
    // The signed-in half's ~50 scripts and the screen's are linked in the page's idle
    // moments, as many as each has time for (decision 250): each link takes the main thread
    // about a millisecond, 40-115 ms in all in profiled desktop loads, which the first paint
    // waited for. A phone waiting on the network has idle moments early; on a desktop most
    // come after the first paint, or the app's loader links first what it imports.
    var whenIdle = [];
    var idleAsked = false;
    var askWhenIdle = function () {
      if (idleAsked || whenIdle.length === 0) return;
      idleAsked = true;
      onIdle(linkWhileIdle);
    };
    var linkWhileIdle = function (deadline) {
      idleAsked = false;
      while (whenIdle.length > 0 && (!deadline || deadline.timeRemaining() > 2)) {
        var href = whenIdle.shift();
        // The app's own loader links what it imports, and would have linked it already.
        if (!document.querySelector('link[href="' + href + '"]')) link('modulepreload', href);
      }
      askWhenIdle();
    };
    var preloadEach = function (list, preloadScript) {
      (list || []).forEach(function (href) {
        // A file in two lists (what a frame draws first is in its half's too) is asked once.
        if (asked[href]) return;
        asked[href] = true;
        if (/\.css$/.test(href)) sheets.push(href);
        else preloadScript(href);
      });
      linkSheets();
    };
    var preload = function (list) {
      preloadEach(list, function (href) {
        link('modulepreload', href);
      });
    };
    var preloadWhenIdle = function (list) {
      preloadEach(list, function (href) {
        whenIdle.push(href);
      });
      askWhenIdle();
    };
    var screen = location.pathname.replace(/\/+$/, '') || '/';
    var LOCALE = '/api/settings/locale'; // every management screen formats with it
    // Screens whose code and first calls are the same for every role: asked with the session
    // check, not after it. These paths are for people signed in; a visitor whose session has
    // ended gets 401s, which are dropped below, and loads that code once for nothing.
    var forEveryRole = {
      '/tasks': [
        '/api/tasks?status=pending&limit=50',
        '/api/tasks?status=completed&limit=50',
        '/api/tasks/counts',
      ],
      '/updates': ['/api/updates?limit=20', '/api/settings/sharing'],
    };
    var calls = forEveryRole[screen];
    // The shell's frame with the screen's heading, the largest paint of the dashboard, Tasks
    // and Invoices (decision 242): drawn here once the session has answered with someone
    // whose screen it is, from the HTML the build rendered into the page (its frames name
    // the screens that have one), instead of after the entry's code has arrived and run.
    // The app's own frame, the same, keeps it until the shell replaces it (app/frame-state.ts);
    // Updates' is drawn with its first notes (decision 253).
    // `done`, if given, is called once the frame has been drawn or given up on, which waits
    // for the parser: the notes' release of the entry must not come before their drawing.
    var drawFrame = function (path, userId, fill, done) {
      var draw = function () {
        var frames = document.getElementById('drawn-frames');
        var root = document.getElementById('root');
        // The app has drawn first: nothing to do. (Mantine's provider puts its <style>s in
        // the app's tree before anything is drawn.)
        var appDrawn = root && root.querySelector(':scope > :not(style)');
        if (!frames || !root || appDrawn || document.getElementById('drawn-frame')) return;
        var returning = true;
        try {
          // As the dashboard greets (app/dashboard/use-returning-visitor.ts).
          if (userId) returning = localStorage.getItem('sitebook-visited-' + userId) !== null;
        } catch {
          // No storage: every visit reads as a return, as in the app.
        }
        var key = path === '/' && returning ? 'returning:/' : path;
        var parts = frames.content.children;
        var frame = null;
        for (var i = 0; i < parts.length; i++) {
          if (parts[i].getAttribute('data-frame') === key) frame = parts[i];
        }
        var styles = frames.content.querySelector('style');
        if (!frame || !styles) return;
        // A frame drawn with parts of its own (Updates' notes) is drawn only with them.
        if (!fill && frames.content.querySelector('[data-parts="' + path + '"]')) return;
        var drawn = document.createElement('div');
        drawn.id = 'drawn-frame';
        // For the app, which keeps this frame and waits for its paint (app/frame-state.ts).
        drawn.setAttribute('data-drawn-at', String(performance.now()));
        drawn.appendChild(styles.cloneNode(true));
        drawn.appendChild(frame.cloneNode(true));
        // What the frame draws of the screen itself (Updates' first notes), or nothing.
        if (fill && !fill(drawn, frames.content)) return;
        // The sidebar as the person left it (app/sidebar-cookie.ts).
        if (/(?:^|;\s*)sidebar_state=false/.test(document.cookie)) {
          var layout = drawn.querySelector('[style*="--frame-navbar-width"]');
          if (layout) layout.style.setProperty('--frame-navbar-width', '3rem');
        }
        root.parentNode.insertBefore(drawn, root);
      };
      // Once the parser is done (`interactive`), not at DOMContentLoaded, which waits for the
      // entry's script to have downloaded and run.
      var whenParsed = function () {
        if (document.readyState === 'loading') return;
        document.removeEventListener('readystatechange', whenParsed);
        try {
          draw();
        } finally {
          if (done) done();
        }
      };
      document.addEventListener('readystatechange', whenParsed);
      whenParsed();
    };
    var drawNotes = function (user) {
      Promise.all([import(notesCode[0]), firstNotes])
        .then(function (both) {
          var updates = both[1];
          if (!Array.isArray(updates)) return releaseEntry();
          var fill = function (drawn, templates) {
            var parts = templates.querySelector('[data-parts="' + screen + '"]');
            try {
              return !!parts && both[0].drawNotes(drawn, parts, updates, user);
            } catch {
              return false; // markup it does not know: the app draws
            }
          };
          // Notes that come while the page is still being parsed are drawn once it is, and
          // the entry, which starts at that same moment, waits for them.
          drawFrame(screen, user.id, fill, releaseEntry);
        })
        .catch(releaseEntry);
    };
    var session = ask('/api/auth/session');
    // Updates draws its first notes in its frame (decision 253): the first page read as it
    // comes (before the app can have read it), and the small module that draws them.
    var FIRST_NOTES = '/api/updates?limit=20';
    var notesCode = files['drawnNotes:' + screen];
    var firstNotes = null;
    if (calls) {
      // The calls first: they are small, and on a phone's few connections they would
      // otherwise wait behind some fifty files of code.
      calls.forEach(ask);
      ask(LOCALE);
      if (notesCode && early[FIRST_NOTES] && location.search === '') {
        firstNotes = early[FIRST_NOTES].then(function (response) {
          return response.ok ? response.clone().json() : null;
        });
        firstNotes.catch(function () {});
        preload(notesCode);
        holdEntry();
      }
      // What the entry's frame draws of the screen, if it draws more than its heading
      // (Updates' first notes, decision 233), before the rest of the half's files.
      preload(files['firstPaint:' + screen]);
      preloadWhenIdle(files.signedIn);
      preloadWhenIdle(files[screen]);
    }

    session
      .then(function (response) {
        return response.ok ? response.clone().json() : { user: null };
      })
      .then(function (answer) {
        var user = answer && answer.user;
        if (!user || !firstNotes) releaseEntry();
        if (!user) {
          // Signing in next must not take refusals as the screen's answers.
          (calls || []).concat(LOCALE).forEach(function (url) {
            delete early[url];
          });
          preload(files.public);
          // Every other signed-out path shows the landing page, which is in the public half.
          if (screen === '/login' || screen === '/portfolio') preload(files[screen]);
          return;
        }
        if (calls) {
          if (user.role === 'owner' && screen === '/tasks') ask('/api/users'); // the assignee picker
          if (firstNotes) drawNotes(user);
          else drawFrame(screen, user.id);
          return;
        }
        var staff = user.role === 'owner' || user.role === 'office';
        if (screen === '/invoices' && !staff) return;
        if (screen === '/' && !staff) return; // a field user's home is My day
        drawFrame(screen, user.id);
        preloadWhenIdle(files.signedIn);
        // Signed in, /login goes to the dashboard; /portfolio is a visitor's page.
        if (screen === '/login' || screen === '/portfolio') return;
        preloadWhenIdle(files[screen]);
        if (files[screen]) {
          ask(LOCALE);
        }
        if (screen === '/') {
          if (user.role === 'owner') ask('/api/getting-started');
          ask('/api/dashboard/metrics');
          ask('/api/questions/unread-count');
          ask('/api/summaries/daily');
          ask('/api/updates?limit=5');
          ask('/api/invoices/summary');
        }
      })
      .catch(releaseEntry);
  } catch {
    // The app asks for everything itself.
    releaseEntry();
  }
})();
