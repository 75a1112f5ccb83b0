// Runs before first paint (loaded from <head>; the CSP forbids inline scripts). It must agree with
// src/i18n/language.ts (language) and the Mantine colour-scheme manager (key "theme").
(function () {
  var root = document.documentElement;
  var stored = null;
  try {
    stored = window.localStorage.getItem("language");
  } catch {
    stored = null;
  }
  var browser = (window.navigator && window.navigator.language) || "";
  var language =
    stored === "en" || stored === "ar"
      ? stored
      : browser.toLowerCase().indexOf("ar") === 0
        ? "ar"
        : "en";
  root.setAttribute("lang", language);
  root.setAttribute("dir", language === "ar" ? "rtl" : "ltr");

  var theme = null;
  try {
    theme = window.localStorage.getItem("theme");
  } catch {
    theme = null;
  }
  if (theme !== "light" && theme !== "dark") {
    theme =
      window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  }
  root.setAttribute("data-mantine-color-scheme", theme);
})();
