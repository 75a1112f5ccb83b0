// Runs before first paint (loaded from <head>; the CSP forbids inline scripts). It must agree with
// src/i18n/language.ts (language: ?lang=, then the stored choice, then the browser's language) and
// the Mantine colour-scheme manager (key "theme").
(function () {
  var root = document.documentElement;
  var storage = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  var read = function (key) {
    try {
      return storage && storage.getItem(key);
    } catch {
      return null;
    }
  };
  var store = function (language) {
    document.cookie = "language=" + language + "; Path=/; Max-Age=31536000; SameSite=Lax";
    try {
      if (storage) storage.setItem("language", language);
    } catch {
      // the cookie carries the choice
    }
  };

  var requested = /[?&]lang=(en|ar)(?:&|$)/.exec(window.location.search);
  if (requested) {
    store(requested[1]);
    var url = new URL(window.location.href);
    url.searchParams.delete("lang");
    window.history.replaceState(window.history.state, "", url);
  }
  var stored = read("language");
  var explicit = stored === "en" || stored === "ar";
  // Keep the cookie in step with the stored choice, so the server sends pages in that language.
  if (explicit && !requested) store(stored);
  var browser = (window.navigator && window.navigator.language) || "";
  var language = explicit ? stored : browser.toLowerCase().indexOf("ar") === 0 ? "ar" : "en";
  root.setAttribute("lang", language);
  root.setAttribute("dir", language === "ar" ? "rtl" : "ltr");

  var theme = read("theme");
  if (theme !== "light" && theme !== "dark") {
    theme =
      window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  }
  root.setAttribute("data-mantine-color-scheme", theme);

  // Visits (docs/analytics.md, "The script"). The page view leaves from here, just after the page
  // is first painted (a page opened in the background: when it is first shown) and each time it
  // is shown again from the back/forward cache, so a visitor who leaves at once is counted too.
  // The rest of the collector (src/analytics/visit.ts, loaded once the page is interactive) builds
  // and sends its events with the same two functions, `window.bayanAnalytics`. Not on the admin
  // pages (the rule of src/main.tsx); under Do Not Track or Global Privacy Control, nothing at all.
  var nav = window.navigator;
  if (
    !/^\/admin(\/|$)/.test(window.location.pathname) &&
    nav.doNotTrack !== "1" &&
    !nav.globalPrivacyControl
  ) {
    var analytics = (window.bayanAnalytics = {
      // An event as sent: what it says of the page now, then its own fields.
      event: function (fields) {
        var referrer = document.referrer.slice(0, 2000);
        var lang = root.getAttribute("lang");
        var event = {
          url: window.location.href.slice(0, 2000),
          title: document.title.slice(0, 300),
          width: window.screen.width,
        };
        if (referrer) event.referrer = referrer;
        if (lang === "en" || lang === "ar") event.language = lang;
        return Object.assign(event, fields);
      },
      // Events in one request that outlives the page: a beacon, or fetch with keepalive.
      send: function (events) {
        var body = new Blob([JSON.stringify({ events: events })], { type: "application/json" });
        // fetch takes the Content-Type from the blob.
        if (!nav.sendBeacon("/bayan/n", body))
          fetch("/bayan/n", { method: "POST", body: body, keepalive: true }).catch(function () {});
      },
    });
    var pageView = function (fields) {
      analytics.send([analytics.event(Object.assign({ name: "pageview" }, fields))]);
    };
    // A frame callback runs just before the first paint, a task queued from it runs after.
    window.requestAnimationFrame(function () {
      setTimeout(function () {
        // The first page of a visit (not reached from this site) says whether this browser had
        // the site's hashed files in its cache, a sign of an earlier visit: those loaded by now,
        // the stylesheets (which the first paint waits for) at least.
        var site = window.location.origin + "/";
        if (document.referrer.indexOf(site) === 0) return pageView();
        pageView({
          returning: window.performance.getEntriesByType("resource").some(function (entry) {
            return (
              entry.name.indexOf(site + "assets/") === 0 &&
              entry.transferSize === 0 &&
              entry.decodedBodySize > 0
            );
          }),
        });
      }, 0);
    });
    window.addEventListener("pageshow", function (event) {
      if (event.persisted) pageView();
    });
  }

  // Prerendered pages (scripts/prerender.mjs) list their code here instead of loading it at once:
  // the app's entry first, then the modules it will need. They are requested after the first paint.
  var listed = (root.getAttribute("data-app-scripts") || "").split(" ").filter(Boolean);
  if (listed.length > 0) {
    var load = function () {
      listed.forEach(function (src, index) {
        var tag;
        if (index === 0) {
          tag = document.createElement("script");
          tag.type = "module";
          tag.src = src;
        } else {
          tag = document.createElement("link");
          tag.rel = "modulepreload";
          tag.href = src;
        }
        tag.crossOrigin = "anonymous";
        document.head.appendChild(tag);
      });
    };
    // Once the page's largest text or image has been painted (the browser reports it), so that
    // on a slow network the first screen gets the bandwidth and the code comes right after.
    // Where that is not reported (Safari, a tab opened in the background), after the first frame:
    // a frame callback runs just before the first paint, a task queued from it runs after.
    var started = false;
    var start = function () {
      if (started) return;
      started = true;
      setTimeout(load, 0);
    };
    var afterFirstFrame = function () {
      window.requestAnimationFrame(start);
    };
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("largest-contentful-paint") >= 0 && document.visibilityState === "visible") {
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        start();
      }).observe({ type: "largest-contentful-paint", buffered: true });
      // Never wait long for it: a page with nothing large to paint may report nothing.
      setTimeout(afterFirstFrame, 500);
    } else {
      afterFirstFrame();
    }
  }
})();
