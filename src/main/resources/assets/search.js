// The search form of every page (docs/decisions.md §6.5). Without JavaScript the form is a plain
// GET to the team list; with it, results appear under the field as one types. Nothing is loaded
// before the field is first used (focus or input): then MiniSearch (vendored, same origin) and the
// index, which is the WebMCP tools' data: the core document (pages) named on the WebMCP module's
// script element, then its shards, the team's, events' and openings' and then the publications', each
// under 512 KB.
// Results come as soon as the pages and the team are in; they are refreshed as each shard of
// publications arrives. The form is also a declarative WebMCP tool (toolname on the form): an
// agent's submission is answered with the results as text.

const DEFAULT_DATA_URL = "/assets/webmcp-data.json";
/** Longest query searched: a 10,000-character paste is cut, so a fuzzy search stays quick. */
const MAX_QUERY = 200;
const MAX_SHOWN = 20;
// Prefix matching from the second letter, so "a" alone is not every word of the firm; no typo
// tolerance for terms with digits, so "2024" is that year and not 2023 or 2025 too. On the large
// firm (11,000 records) these keep a query under ~50 ms (docs/decisions.md §6.5).
const SEARCH_OPTIONS = {
  prefix: (term) => term.length > 1,
  fuzzy: (term) => (/\d/.test(term) ? false : 0.2),
  maxFuzzy: 2,
  boost: { title: 3 },
  combineWith: "AND",
};

const form = document.querySelector("form.site-search");
const field = form && form.querySelector('input[type="search"]');
const status = document.getElementById("site-search-status");
const list = document.getElementById("site-search-results");

let index; // Promise of the search state, started on first use
let timer;

if (form && field && status && list) {
  field.addEventListener("focus", start, { once: true });
  field.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(show, 80);
  });
  form.addEventListener("submit", submitted);
  field.addEventListener("keydown", fromField);
  list.addEventListener("keydown", withinResults);
}

function start() {
  if (!index) {
    index = build();
    index.catch((error) => {
      index = undefined; // the next use tries again
      console.warn("search: index not loaded:", error);
      status.textContent = field.dataset.failed || "";
    });
  }
  return index;
}

/** With JavaScript the results are shown here; an agent's submission is answered with them. */
function submitted(event) {
  event.preventDefault();
  const answer = answerFor(field.value);
  if (event.agentInvoked && typeof event.respondWith === "function") {
    event.respondWith(answer);
  }
  answer.catch(() => {});
  show();
}

async function answerFor(query) {
  const state = await start();
  await state.complete;
  const found = search(state, query);
  if (!found.length) {
    return say(state.data, "searchNone", { query: query.trim().slice(0, MAX_QUERY) });
  }
  const lines = found.slice(0, MAX_SHOWN).map((hit) => `- [${hit.title}](${state.data.baseUrl}${hit.path}) (${hit.kindLabel}): ${hit.detail}`);
  return [summary(state.data, found.length), ...lines].join("\n");
}

/** "12 results", and when more were found than are listed, that the first ones are listed. */
function summary(data, count) {
  const total = sayCount(data, "searchResults", count);
  return count > MAX_SHOWN ? `${total} ${say(data, "searchFirst", { shown: MAX_SHOWN })}` : total;
}

// ---- the index ----

async function build() {
  const [{ default: MiniSearch }, data] = await Promise.all([import("/assets/minisearch.js"), fetchJson(dataUrl())]);
  field.dataset.failed = say(data, "searchFailed");
  const engine = new MiniSearch({
    fields: ["title", "text"],
    storeFields: ["title", "path", "kindLabel", "detail"],
    processTerm: fold,
    searchOptions: SEARCH_OPTIONS,
  });
  const state = { data, engine, pending: true, complete: undefined };
  engine.addAll(data.pages.map((page) => ({ id: page.path, title: page.title, text: page.description, path: page.path, kindLabel: say(data, "kindPage"), detail: page.description })));
  // Events and job openings are pages too, in shards of their own (years of seminars at a large firm).
  const [team, events, openings] = await Promise.all(
    ["team", "events", "openings"].map(async (kind) =>
      (await Promise.all(((data.shards[kind] || {}).paths || []).map(fetchJson))).flatMap((shard) => shard.items)),
  );
  engine.addAll([...events, ...openings].map((page) => ({ id: page.path, title: page.title, text: page.description, path: page.path, kindLabel: say(data, "kindPage"), detail: page.description })));
  engine.addAll(team.map((person) => personDocument(person, data)));
  const names = new Map(team.map((person) => [person.slug, person.name]));
  // Publications arrive one shard after the other; each refreshes the results on screen.
  state.complete = (async () => {
    for (const path of data.shards.publications.paths) {
      const shard = await fetchJson(path);
      engine.addAll(shard.items.filter((p) => !engine.has(p.path)).map((p) => publicationDocument(p, data, names)));
      show();
    }
    state.pending = false;
    show();
  })();
  state.complete.catch((error) => console.warn("search: publications not loaded:", error));
  return state;
}

function personDocument(person, data) {
  const office = (data.offices.find((candidate) => candidate.slug === person.office) || { name: person.office }).name;
  const areas = person.practiceAreas.map((slug) => areaTitle(data, slug));
  return {
    id: person.path,
    title: person.name,
    text: [person.roleLabel, office, ...areas, ...person.languages, ...(person.admissions || [])].join(" "),
    path: person.path,
    kindLabel: say(data, "kindPerson"),
    detail: `${person.roleLabel}, ${office}`,
  };
}

function publicationDocument(p, data, names) {
  const authors = p.authors.map((slug) => names.get(slug) || slug);
  return {
    id: p.path,
    title: p.title,
    text: [p.description, p.typeLabel, ...p.topics, ...authors, p.date.slice(0, 4), ...p.practiceAreas.map((slug) => areaTitle(data, slug))].join(" "),
    path: p.path,
    kindLabel: say(data, "kindPublication"),
    detail: `${p.typeLabel}, ${p.date}`,
  };
}

/** Every match, best first; the page lists the first MAX_SHOWN and says how many there are. */
function search(state, query) {
  const text = query.slice(0, MAX_QUERY).trim();
  return text ? state.engine.search(text) : [];
}

// ---- the page ----

async function show() {
  const query = field.value;
  if (!query.trim()) {
    list.replaceChildren();
    status.textContent = "";
    return;
  }
  let state;
  try {
    state = await start();
  } catch {
    return; // start() has said so in the status line
  }
  if (field.value !== query) {
    return; // typed on since: the newer call shows its own results
  }
  const found = search(state, query);
  list.replaceChildren(...found.slice(0, MAX_SHOWN).map(resultItem));
  const count = found.length ? summary(state.data, found.length) : say(state.data, "searchNone", { query: query.trim().slice(0, MAX_QUERY) });
  status.textContent = state.pending ? `${count} ${say(state.data, "searchMore")}` : count;
}

function resultItem(hit) {
  const item = document.createElement("li");
  const link = document.createElement("a");
  link.href = hit.path;
  link.textContent = hit.title;
  const kind = document.createElement("span");
  kind.className = "search-kind";
  kind.textContent = hit.kindLabel;
  const detail = document.createElement("span");
  detail.className = "search-detail";
  detail.textContent = hit.detail;
  item.append(link, " ", kind, " ", detail);
  return item;
}

/** Down arrow from the field moves to the first result (Escape in a search field clears it). */
function fromField(event) {
  if (event.key === "ArrowDown" && list.querySelector("a")) {
    event.preventDefault();
    list.querySelector("a").focus();
  }
}

/** Up and down arrows move between results (Tab does too); Escape goes back to the field. */
function withinResults(event) {
  const links = [...list.querySelectorAll("a")];
  const at = links.indexOf(document.activeElement);
  if (at < 0) return;
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    const next = at + (event.key === "ArrowDown" ? 1 : -1);
    (next < 0 ? field : links[Math.min(next, links.length - 1)]).focus();
  } else if (event.key === "Escape") {
    field.focus();
  }
}

// ---- helpers (as in webmcp.js) ----

/** The data document of the page's language, named on the WebMCP module's script element. */
function dataUrl() {
  const script = document.querySelector("script[data-webmcp-data]");
  return script ? script.dataset.webmcpData : DEFAULT_DATA_URL;
}

async function fetchJson(path) {
  const response = await fetch(path);
  if (!response.ok) {
    throw new Error(`${path} answered HTTP ${response.status}`);
  }
  return response.json();
}

function areaTitle(data, slug) {
  const area = data.practiceAreas.find((candidate) => candidate.slug === slug);
  return area ? area.title : slug;
}

function say(data, key, values = {}) {
  return data.words[key].replace(/\{([a-zA-Z]+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

function sayCount(data, key, count) {
  const form = new Intl.PluralRules(data.language).select(count) === "one" ? "one" : "other";
  return say(data, `${key}.${form}`, { count: new Intl.NumberFormat(data.language).format(count) });
}

/** Case- and accent-insensitive terms: "Müller" finds "Muller" and the other way round. */
function fold(term) {
  return term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
