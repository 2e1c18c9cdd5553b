// The home page's hint to another language (docs/decisions.md §9.11). The server never varies a page
// by Accept-Language: a home page carries, in an inert <template>, one hint per other language of
// the site, each written in that language. This module shows the one for the first of the
// browser's preferred languages that the site has, when that is not the page's own. It never
// redirects and sets no cookie; a dismissal lasts for the browser session (sessionStorage).

const DISMISSED = "firmsite.languageHint.dismissed";

/** The site's language the browser prefers most: an exact tag first, else the same primary language. */
function preferred(available) {
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (const tag of wanted.filter(Boolean).map((language) => language.toLowerCase())) {
    const exact = available.find((language) => language.toLowerCase() === tag);
    const related = available.find((language) => primary(language) === primary(tag));
    if (exact || related) {
      return exact || related;
    }
  }
  return undefined;
}

function primary(tag) {
  return tag.toLowerCase().split("-")[0];
}

function dismissed() {
  try {
    return sessionStorage.getItem(DISMISSED) === "1";
  } catch {
    return false; // storage refused (privacy settings): the hint shows, and the button still hides it
  }
}

function dismiss(hint) {
  try {
    sessionStorage.setItem(DISMISSED, "1");
  } catch {
    // nothing to remember it in: it is hidden on this page only
  }
  hint.remove();
  // The button held the focus; give it to the next thing a keyboard user would reach.
  const next = document.querySelector(".brand");
  if (next) {
    next.focus();
  }
}

function showHint() {
  const template = document.getElementById("language-hints");
  if (!template || dismissed()) {
    return;
  }
  const page = document.documentElement.lang;
  const hints = [...template.content.querySelectorAll("[data-language]")];
  const wanted = preferred([page, ...hints.map((hint) => hint.dataset.language)]);
  const chosen = hints.find((hint) => hint.dataset.language === wanted);
  if (!chosen) {
    return; // the browser prefers the page's language, or none the site has
  }
  const hint = chosen.cloneNode(true);
  hint.querySelector("button").addEventListener("click", () => dismiss(hint));
  template.after(hint);
}

try {
  showHint();
} catch (error) {
  console.warn("language hint not shown:", error);
}
