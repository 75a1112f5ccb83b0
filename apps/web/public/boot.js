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
