// WebMCP tools for browser agents (docs/decisions.md §6). Loaded by every page as a same-origin module.
// The tool descriptors (names, descriptions, input schemas with the site's own enums) and the data
// the tools search come from /assets/webmcp-data.json, generated from the site's content; full
// texts come from the pages' Markdown twins. Nothing here may break the page: with no model
// context the module does nothing, and every failure is caught and reported as a warning.
// A page in another language than the default names its language's data document on this
// script's element (data-webmcp-data): its tools then describe themselves, search and answer in
// that language, from the pages that exist in it (docs/decisions.md §9.10).
// The data document is the core of the site's index: the team and the publications are in its
// shards (data.shards, each under 512 KB), which a tool loads the first time it needs them; the
// search form of every page reads the same documents (docs/decisions.md §6.5). Tools whose
// results grow with the firm answer one page at a time and say how to ask for the next.

const DEFAULT_DATA_URL = "/assets/webmcp-data.json";
/** Longest result text (before the legal notice); longer results are cut with a note. */
const MAX_RESULT_CHARS = 16000;
/** Entries per page of a search's result, and of list_pages' (shorter entries). */
const PAGE_SIZE = 20;
const LIST_PAGE_SIZE = 60; // about 250 characters each: a page stays under MAX_RESULT_CHARS
/** Which shards of the index each tool reads before it runs; the others read the core only. */
const NEEDS = {
  list_pages: ["team", "publications", "events", "openings"],
  navigate_to_page: ["team", "publications", "events", "openings"],
  find_events: ["team", "events"],
  find_job_openings: ["openings"],
  search_publications: ["team", "publications"],
  get_publication: ["publications"],
  search_team: ["team"],
  get_team_member: ["team"],
};

let siteData; // Promise of the parsed data, fetched at most once per page
const markdownTwins = new Map(); // path -> Promise of Markdown text, fetched at most once per page
const shardLoads = new Map(); // "team" or "publications" -> Promise of that kind's shards, loaded into the data

/** A problem with the agent's request; its message is returned to the agent as an error result. */
class ToolError extends Error {}

async function offerTools() {
  if (!document.modelContext && !navigator.modelContext) {
    return; // no browser agent can use tools here: fetch nothing
  }
  const data = await loadSiteData();
  const tools = data.tools.filter((descriptor) => HANDLERS[descriptor.name]).map((descriptor) => toolOf(descriptor, data));
  // Current API (document.modelContext.registerTool, returns a promise) and the earlier one
  // (navigator.modelContext with provideContext, or a synchronous registerTool); both when both exist.
  if (document.modelContext) {
    if (typeof document.modelContext.provideContext === "function") {
      attempt(() => document.modelContext.provideContext({ tools }));
    } else {
      tools.forEach((tool) => attempt(() => document.modelContext.registerTool(tool)));
    }
  }
  if (navigator.modelContext && navigator.modelContext !== document.modelContext) {
    if (typeof navigator.modelContext.provideContext === "function") {
      attempt(() => navigator.modelContext.provideContext({ tools }));
    } else {
      tools.forEach((tool) => attempt(() => navigator.modelContext.registerTool(tool)));
    }
  }
}

/** Runs a registration call; a throw or a rejected promise becomes a warning, never a page error. */
function attempt(call) {
  try {
    const outcome = call();
    if (outcome && typeof outcome.then === "function") {
      outcome.then(undefined, (error) => console.warn("WebMCP: registration failed:", error));
    }
  } catch (error) {
    console.warn("WebMCP: registration failed:", error);
  }
}

function toolOf(descriptor, data) {
  return {
    name: descriptor.name,
    title: descriptor.title,
    description: descriptor.description,
    inputSchema: descriptor.inputSchema,
    annotations: descriptor.annotations,
    execute: (input) => execute(descriptor, input, data),
  };
}

/** Every call ends in a result: bad input and failures become error results, never exceptions. */
async function execute(descriptor, input, data) {
  try {
    const args = checkedInput(descriptor.inputSchema, input, data);
    await loadShards(data, NEEDS[descriptor.name] || []);
    const { markdown, more } = await HANDLERS[descriptor.name](args, data);
    return result(markdown, data, more);
  } catch (error) {
    const message = error instanceof ToolError ? error.message : say(data, "failed", { message: String(error && error.message ? error.message : error) });
    return { ...result(`${say(data, "errorLabel")} ${message}`, data), isError: true };
  }
}

// ---- the tools ----

const HANDLERS = {
  list_pages: (args, data) => {
    const pages = allPages(data);
    const { shown, footer } = pageOf(data, "list_pages", args, pages, LIST_PAGE_SIZE);
    return {
      markdown: [
        `# ${say(data, "pagesOf", { firm: data.firm.name })}`,
        sayCount(data, "pageCount", pages.length, { home: url(data, data.homeTwin) }),
        shown.map((page) => `- [${linkText(page.title)}](${url(data, page.path)}) \`${page.path}\`: ${page.description}`).join("\n"),
        ...footer,
        ...languagesSection(data),
      ].join("\n\n"),
      more: say(data, "alsoListed", { url: url(data, "/llms.txt") }),
    };
  },

  navigate_to_page: (args, data) => {
    const target = siteUrl(args.path, data);
    const page = allPages(data).find((candidate) => candidate.path === target.pathname);
    if (!page) {
      throw new ToolError(say(data, "noPage", { path: target.pathname }));
    }
    if (page.path === location.pathname) {
      return { markdown: say(data, "alreadyShowing", { title: page.title, url: url(data, page.path) }) };
    }
    location.assign(page.path + target.hash);
    return { markdown: say(data, "opening", { title: page.title, url: url(data, page.path) }) };
  },

  list_practice_areas: (args, data) => ({
    markdown: [
      `# ${say(data, "areasOf", { firm: data.firm.name })}`,
      data.practiceAreas
        .map((area) => `- **${area.title}** ${say(data, "areaEntry", { slug: area.slug, lawyers: sayCount(data, "lawyerCount", area.teamSize) })}: ${area.description} [${say(data, "page")}](${url(data, area.path)})`)
        .join("\n"),
      say(data, "areasHint"),
    ].join("\n\n"),
  }),

  get_practice_area: (args, data) => twin(data, known(data, data.practiceAreas, args.slug, "noPracticeArea")),
  get_publication: (args, data) => twin(data, known(data, data.publications, args.slug, "noPublication")),
  get_team_member: (args, data) => twin(data, known(data, data.team, args.slug, "noTeamMember")),

  search_publications: (args, data) => {
    const query = words(args.query);
    const matches = data.publications.filter(
      (p) =>
        (!args.practiceArea || p.practiceAreas.includes(args.practiceArea)) &&
        (!args.year || p.date.startsWith(args.year + "-")) &&
        (!args.type || p.type === args.type) &&
        (!args.author || p.authors.includes(args.author)) &&
        containsAll(query, [p.title, p.description, p.type, p.typeLabel, ...p.topics, ...p.authors.map((slug) => nameOf(data, slug)), ...p.practiceAreas.map((slug) => areaTitle(data, slug))]),
    );
    return listing(data, "search_publications", args, filtered(data, "publications", args), data.publications.length, "publication",
      matches, (p) => publicationEntry(p, data), "publicationsHint");
  },

  search_team: (args, data) => {
    const name = words(args.name);
    const matches = data.team.filter(
      (person) =>
        (!args.practiceArea || person.practiceAreas.includes(args.practiceArea)) &&
        (!args.office || person.office === args.office) &&
        (!args.role || person.role === args.role) &&
        containsAll(name, [person.name]),
    );
    return listing(data, "search_team", args, filtered(data, "team", args), data.team.length, "teamMember",
      matches, (person) => personEntry(person, data), "teamHint");
  },

  find_events: (args, data) => {
    const query = words(args.query);
    // Upcoming until its end, by this browser's clock (the site moves it at the same instant);
    // the upcoming ones soonest first, then the past ones latest first, as the events' page.
    const now = Date.now();
    const upcoming = data.events.filter((e) => Date.parse(e.end) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    const past = data.events.filter((e) => Date.parse(e.end) <= now).sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
    const candidates = args.when === "upcoming" ? upcoming : args.when === "past" ? past : [...upcoming, ...past];
    const matches = candidates.filter(
      (e) =>
        (!args.practiceArea || e.practiceAreas.includes(args.practiceArea)) &&
        (!args.speaker || e.speakerSlugs.includes(args.speaker)) &&
        containsAll(query, [e.title, e.description, e.where || "", ...e.speakers, ...e.practiceAreas.map((slug) => areaTitle(data, slug))]),
    );
    return listing(data, "find_events", args, filtered(data, "events", args), data.events.length, "event",
      matches, (e) => eventEntry(e, data, Date.parse(e.end) > now), "eventsHint");
  },

  find_job_openings: (args, data) => {
    const query = words(args.query);
    const matches = data.openings.filter(
      (o) => (!args.office || o.office === args.office) && containsAll(query, [o.title, o.description, o.place, o.employment]),
    );
    return listing(data, "find_job_openings", args, filtered(data, "jobOpenings", args), data.openings.length, "jobOpening",
      matches, (o) => openingEntry(o, data), "jobOpeningsHint");
  },

  get_contact_details: (args, data) => {
    const offices = data.offices.filter((office) => !args.office || office.slug === args.office);
    const label = (key) => say(data, key);
    const lines = [
      `# ${say(data, "contactFirm", { firm: data.firm.name })}`,
      `${label("phoneLabel")} ${data.firm.phone}  \n${label("emailLabel")} ${data.firm.email}  \n${label("contactPageLabel")} ${url(data, data.contactPath)}`,
    ];
    offices.forEach((office) =>
      lines.push(`## ${say(data, "officeHeading", { office: office.name })}\n\n- ${label("addressLabel")} ${office.address}\n- ${label("phoneLabel")} ${office.phone}\n- ${label("emailLabel")} ${office.email}\n- ${label("hoursLabel")} ${office.hours}`));
    return { markdown: lines.join("\n\n") };
  },
};

// ---- pieces of the tools ----

function publicationEntry(p, data) {
  // No named author: the firm signs it.
  const authors = p.authors.length ? p.authors.map((slug) => nameOf(data, slug)).join(", ") : data.firm.name;
  const line = [say(data, "publicationLine", { type: p.typeLabel, date: p.date, authors })];
  if (p.practiceAreas.length) line.push(say(data, "practiceAreasSentence", { areas: p.practiceAreas.map((slug) => areaTitle(data, slug)).join(", ") }));
  if (p.topics.length) line.push(say(data, "topicsSentence", { topics: p.topics.join(", ") }));
  line.push(say(data, "slugAt", { slug: p.slug, url: url(data, p.path) }));
  return `## ${p.title}\n\n${line.join(" ")}\n\n${p.description}`;
}

function eventEntry(e, data, upcoming) {
  const lines = [`- ${say(data, "whenLabel")} ${e.when}`];
  if (e.where) lines.push(`- ${say(data, "whereLabel")} ${e.where}`);
  if (e.online) lines.push(`- ${say(data, "onlineLabel")} ${e.online}`);
  if (e.speakers.length) lines.push(`- ${say(data, "speakersLabel")} ${e.speakers.join(", ")}`);
  if (e.registration && upcoming) lines.push(`- ${say(data, "registrationLabel")} ${e.registration}`);
  lines.push(`- ${say(data, "calendarLabel")} ${url(data, e.calendar)}`);
  return [
    `## ${e.title}`,
    `${say(data, upcoming ? "eventUpcoming" : "eventPast")} ${say(data, "slugAt", { slug: e.slug, url: url(data, e.path) })}`,
    lines.join("\n"),
    e.description,
  ].join("\n\n");
}

function openingEntry(o, data) {
  return [
    `## ${o.title}`,
    say(data, "slugAt", { slug: o.slug, url: url(data, o.path) }),
    [`- ${say(data, "placeLabel")} ${o.place}`, `- ${say(data, "employmentLabel")} ${o.employment}`, `- ${say(data, "payLabel")} ${o.pay}`, `- ${say(data, "closesLabel")} ${o.closes}`].join("\n"),
    o.description,
  ].join("\n\n");
}

function personEntry(person, data) {
  const office = data.offices.find((candidate) => candidate.slug === person.office);
  const areas = person.practiceAreas.map((slug) => areaTitle(data, slug)).join(", ");
  return [
    `## ${person.name}\n\n${say(data, "personLine", { role: person.roleLabel, office: office ? office.name : person.office })} ${say(data, "slugAt", { slug: person.slug, url: url(data, person.path) })}`,
    `- ${say(data, "practiceAreasLabel")} ${areas}\n- ${say(data, "emailLabel")} ${person.email}`
      // A member without a phone or languages (a paralegal, staff) has no such line.
      + (person.phone ? `\n- ${say(data, "phoneLabel")} ${person.phone}` : "")
      + (person.languages.length ? `\n- ${say(data, "languagesLabel")} ${person.languages.join(", ")}` : "")
      + (person.photo ? `\n- ${say(data, "portraitLabel")} ${url(data, person.photo)}` : "")
      + `\n- ${say(data, "contactCardLabel")} ${data.baseUrl}${person.vcard}\n- ${say(data, "biographyPdfLabel")} ${data.baseUrl}${person.biography}`,
    person.description,
  ].join("\n\n");
}

/**
 * A search's result: how many of how many `noun`s match (plural words of the catalog), then the
 * entries of the page asked for (`entry` writes one), then how to get the next page.
 */
function listing(data, tool, args, title, total, noun, matches, entry, hint) {
  const found = matches.length;
  const summary = found === 0 ? say(data, `no${capitalized(noun)}Matches`) : `${sayCount(data, `${noun}Matches`, found, { total })} ${say(data, hint)}`;
  const { shown, footer } = pageOf(data, tool, args, matches, PAGE_SIZE);
  return { markdown: [`# ${title}`, summary, ...shown.map(entry), ...footer].join("\n\n") };
}

/**
 * The page `args.page` (from 1) of `items`, and the lines that say which page it is and how to ask
 * for the next; a page past the last is the agent's mistake, reported with the number of pages.
 */
function pageOf(data, tool, args, items, size) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = args.page || 1;
  if (page > pages) {
    throw new ToolError(say(data, "noSuchPage", { page, pages }));
  }
  const from = (page - 1) * size;
  const shown = items.slice(from, from + size);
  if (pages === 1) {
    return { shown, footer: [] };
  }
  const footer = [say(data, "resultsPage", { from: from + 1, to: from + shown.length, page, pages })];
  if (page < pages) {
    footer.push(say(data, "nextPage", { tool, next: page + 1 }));
  }
  return { shown, footer };
}

/** Every page of the site: the core document's, then the profiles and publications of the shards. */
function allPages(data) {
  const profiles = data.team.map((person) => ({ path: person.path, title: person.name, description: person.description }));
  return [...data.pages, ...profiles, ...data.publications, ...data.events, ...data.openings];
}

/** A search's heading: its subject, then the filters it was given, in the page's language. */
function filtered(data, subject, args) {
  const parts = [];
  if (args.query) parts.push(say(data, "containing", { text: args.query }));
  if (args.name) parts.push(say(data, "named", { text: args.name }));
  if (args.practiceArea) parts.push(say(data, "inArea", { area: areaTitle(data, args.practiceArea) }));
  if (args.office) parts.push(say(data, "inOffice", { office: data.offices.find((o) => o.slug === args.office).name }));
  if (args.role) parts.push(say(data, "withRole", { role: args.role }));
  if (args.type) parts.push(say(data, "ofType", { type: args.type }));
  if (args.year) parts.push(say(data, "fromYear", { year: args.year }));
  if (args.author) parts.push(say(data, "byAuthor", { name: nameOf(data, args.author) }));
  if (args.when) parts.push(say(data, args.when === "upcoming" ? "upcomingOnly" : "pastOnly"));
  if (args.speaker) parts.push(say(data, "withSpeaker", { name: nameOf(data, args.speaker) }));
  const title = say(data, subject);
  return parts.length ? say(data, "filtered", { title, filters: parts.join(", ") }) : title;
}

/**
 * list_pages' section on languages, for a site in more than one: each language's home, the
 * language these tools answer in, and this page in the others (from the page's own hreflang links).
 */
function languagesSection(data) {
  if (data.languages.length < 2) {
    return [];
  }
  const nameOfTag = (tag) => (data.languages.find((language) => language.tag === tag) || { name: tag }).name;
  const section = [
    `## ${say(data, "languages")}`,
    say(data, "languagesIntro"),
    data.languages.map((language) => `- ${say(data, "languageHome", { name: language.name, tag: language.tag, url: language.home })}`).join("\n"),
    say(data, "thisLanguage", { name: nameOfTag(data.language), tag: data.language }),
  ];
  const others = [...document.querySelectorAll('link[rel="alternate"][hreflang]')]
    .filter((link) => link.hreflang !== "x-default" && link.hreflang !== data.language);
  if (others.length) {
    section.push(`${say(data, "thisPageIn")}\n\n${others.map((link) => `- ${nameOfTag(link.hreflang)} (${link.hreflang}): ${link.href}`).join("\n")}`);
  }
  return section;
}

/** The item with this slug, or a ToolError (`problem`, a catalog key) that tells the agent where to find valid slugs. */
function known(data, items, slug, problem) {
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) {
    throw new ToolError(say(data, problem, { slug }));
  }
  return item;
}

/** The full Markdown of a page, from its .md twin (which the server renders from the same content). */
async function twin(data, item) {
  const path = item.path + ".md";
  if (!markdownTwins.has(path)) {
    markdownTwins.set(path, fetchText(path, data).catch((error) => {
      markdownTwins.delete(path); // a failed fetch may be retried by the next call
      throw error;
    }));
  }
  return { markdown: await markdownTwins.get(path), more: say(data, "fullTextAt", { url: url(data, item.path) }) };
}

async function fetchText(path, data) {
  const response = await fetch(path, { headers: { Accept: "text/markdown" } });
  if (!response.ok) {
    throw new ToolError(say(data, "couldNotRead", { path, status: response.status }));
  }
  return response.text();
}

/** The data document of the page's language, named on this module's script element. */
function dataUrl() {
  const script = document.querySelector("script[data-webmcp-data]");
  return script ? script.dataset.webmcpData : DEFAULT_DATA_URL;
}

/**
 * Loads the shards of `kinds` ("team", "publications") into data.team and data.publications, at
 * most once per page; a failed load is retried by the next call.
 */
async function loadShards(data, kinds) {
  data.team = data.team || [];
  data.publications = data.publications || [];
  data.events = data.events || [];
  data.openings = data.openings || [];
  for (const kind of kinds) {
    if (!shardLoads.has(kind)) {
      const load = Promise.all(data.shards[kind].paths.map((path) => fetchJson(path))).then((shards) => {
        data[kind] = shards.flatMap((shard) => shard.items);
      });
      load.catch(() => shardLoads.delete(kind));
      shardLoads.set(kind, load);
    }
    await shardLoads.get(kind);
  }
}

async function fetchJson(path) {
  const response = await fetch(path);
  if (!response.ok) {
    throw new Error(`${path} answered HTTP ${response.status}`);
  }
  return response.json();
}

function loadSiteData() {
  if (!siteData) {
    const source = dataUrl();
    siteData = fetch(source).then((response) => {
      if (!response.ok) {
        throw new Error(`${source} answered HTTP ${response.status}`);
      }
      return response.json();
    });
    siteData.catch(() => (siteData = undefined));
  }
  return siteData;
}

// ---- results ----

/**
 * The MCP-style result: one Markdown text, ending with the legal notice, cut to size with a note
 * that says where the rest is (`more`) or how to ask for less.
 */
function result(markdown, data, more = say(data, "narrow")) {
  const notice = `\n\n---\n\n${say(data, "legalNoticeLabel")} ${data.firm.legalNotice}\n`;
  // A Markdown twin already ends with the notice, after a rule: keep one, in the tools' own words.
  const rule = markdown.lastIndexOf("\n\n---\n\n");
  let body = rule >= 0 && markdown.endsWith(`${data.firm.legalNotice}\n`) ? markdown.slice(0, rule) : markdown.trimEnd();
  if (body.length > MAX_RESULT_CHARS) {
    const cut = body.lastIndexOf("\n", MAX_RESULT_CHARS);
    const note = say(data, "resultCut", { length: body.length, limit: MAX_RESULT_CHARS, more });
    body = `${body.slice(0, cut > 0 ? cut : MAX_RESULT_CHARS).trimEnd()}\n\n[${note}]`;
  }
  return { content: [{ type: "text", text: body + notice }] };
}

/** A URL of this site, or a ToolError for anything outside it (another origin, javascript:, ...). */
function siteUrl(input, data) {
  let target;
  try {
    target = new URL(input, location.origin);
  } catch {
    throw new ToolError(say(data, "notAUrl", { input }));
  }
  const origins = [location.origin, new URL(data.baseUrl).origin];
  if (!origins.includes(target.origin)) {
    throw new ToolError(say(data, "elsewhere", { site: data.baseUrl, input }));
  }
  if (target.pathname.length > 1 && target.pathname.endsWith("/")) {
    target.pathname = target.pathname.replace(/\/+$/, "");
  }
  return target;
}

// ---- input checking against the tool's JSON Schema (the subset the descriptors use) ----

function checkedInput(schema, input, data) {
  const given = input === undefined || input === null ? {} : input;
  if (typeof given !== "object" || Array.isArray(given)) {
    throw new ToolError(say(data, "notAnObject"));
  }
  const properties = schema.properties || {};
  const args = {};
  for (const [name, value] of Object.entries(given)) {
    if (!properties[name]) {
      const accepted = Object.keys(properties);
      throw new ToolError(`${say(data, "unknownParameter", { name })} ${accepted.length ? say(data, "accepts", { names: accepted.join(", ") }) : say(data, "noParameters")}`);
    }
    if (value !== null && value !== "") {
      args[name] = checkedValue(name, value, properties[name], data); // null and "" mean "not given"
    }
  }
  for (const name of schema.required || []) {
    if (!(name in args)) {
      throw new ToolError(say(data, "missingParameter", { name, description: properties[name].description }));
    }
  }
  return args;
}

function checkedValue(name, value, property, data) {
  const shown = JSON.stringify(value).slice(0, 80);
  if (property.type === "integer" && !Number.isInteger(value)) {
    throw new ToolError(say(data, "notAWholeNumber", { name, value: shown }));
  }
  if (property.type === "string" && typeof value !== "string") {
    throw new ToolError(say(data, "notAString", { name, value: shown }));
  }
  if (property.enum && !property.enum.includes(value)) {
    throw new ToolError(say(data, "unknownValue", { name, value: shown, values: property.enum.join(", ") }));
  }
  if (property.maximum === undefined && property.minimum !== undefined && value < property.minimum) {
    throw new ToolError(say(data, "atLeast", { name, min: property.minimum, value: shown })); // a page number
  }
  if ((property.minimum !== undefined && value < property.minimum) || (property.maximum !== undefined && value > property.maximum)) {
    throw new ToolError(say(data, "outOfRange", { name, min: property.minimum, max: property.maximum, value: shown }));
  }
  if (property.maxLength !== undefined && value.length > property.maxLength) {
    throw new ToolError(say(data, "tooLong", { name, max: property.maxLength }));
  }
  return typeof value === "string" ? value.trim() : value;
}

// ---- small helpers ----

function url(data, path) {
  return data.baseUrl + path;
}

/** Link text with its brackets escaped, as the Markdown twins write it. */
function linkText(text) {
  return text.replace(/[[\]]/g, "\\$&");
}

function nameOf(data, slug) {
  const person = data.team.find((candidate) => candidate.slug === slug);
  return person ? person.name : slug;
}

function areaTitle(data, slug) {
  const area = data.practiceAreas.find((candidate) => candidate.slug === slug);
  return area ? area.title : slug;
}

/** A sentence of the page's language (`data.words`, from the interface strings), its {placeholders} filled. */
function say(data, key, values = {}) {
  return data.words[key].replace(/\{([a-zA-Z]+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/** The plural form of `key` for `count` in the page's language (CLDR "one", else "other"), as the server's catalogs do. */
function sayCount(data, key, count, values = {}) {
  const form = new Intl.PluralRules(data.language).select(count) === "one" ? "one" : "other";
  return say(data, `${key}.${form}`, { ...values, count: new Intl.NumberFormat(data.language).format(count) });
}

function capitalized(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Case- and accent-insensitive words of a query; none for a missing query. */
function words(text) {
  return text ? fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean) : [];
}

function containsAll(queryWords, fields) {
  const haystack = fold(fields.join(" "));
  return queryWords.every((word) => haystack.includes(word));
}

function fold(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

// Started last, once every declaration above exists.
offerTools().catch((error) => console.warn("WebMCP: tools not offered:", error));
