// WebMCP tools for browser agents (docs/decisions.md §6). Loaded by every page as a same-origin module.
// The tool descriptors (names, descriptions, input schemas with the site's own enums) and the data
// the tools search come from /assets/webmcp-data.json, generated from the site's content; full
// texts come from the pages' Markdown twins. Nothing here may break the page: with no model
// context the module does nothing, and every failure is caught and reported as a warning.

const DATA_URL = "/assets/webmcp-data.json";
/** Longest result text (before the legal notice); longer results are cut with a note. */
const MAX_RESULT_CHARS = 16000;

let siteData; // Promise of the parsed data, fetched at most once per page
const markdownTwins = new Map(); // path -> Promise of Markdown text, fetched at most once per page

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
    const args = checkedInput(descriptor.inputSchema, input);
    const { markdown, more } = await HANDLERS[descriptor.name](args, data);
    return result(markdown, data, more);
  } catch (error) {
    const message = error instanceof ToolError ? error.message : "The tool failed: " + String(error && error.message ? error.message : error);
    return { ...result("Error: " + message, data), isError: true };
  }
}

// ---- the tools ----

const HANDLERS = {
  list_pages: (args, data) => ({
    markdown: [
      `# Pages of ${data.firm.name}`,
      `${data.pages.length} pages. Open one with navigate_to_page; read one as Markdown at its URL with ".md" added (the home page: ${data.baseUrl}/index.md).`,
      data.pages.map((page) => `- [${linkText(page.title)}](${url(data, page.path)}) \`${page.path}\`: ${page.description}`).join("\n"),
    ].join("\n\n"),
    more: `Every page is also listed in ${url(data, "/llms.txt")}.`,
  }),

  navigate_to_page: (args, data) => {
    const target = siteUrl(args.path, data);
    const page = data.pages.find((candidate) => candidate.path === target.pathname);
    if (!page) {
      throw new ToolError(`There is no page at ${target.pathname}. Use list_pages to see every page and its path.`);
    }
    if (page.path === location.pathname) {
      return { markdown: `The browser is already showing ${page.title} (${url(data, page.path)}).` };
    }
    location.assign(page.path + target.hash);
    return { markdown: `Opening ${page.title} (${url(data, page.path)}) in this tab.` };
  },

  list_practice_areas: (args, data) => ({
    markdown: [
      `# Practice areas of ${data.firm.name}`,
      data.practiceAreas
        .map((area) => `- **${area.title}** (slug \`${area.slug}\`, ${count(area.teamSize, "lawyer")}): ${area.description} [Page](${url(data, area.path)})`)
        .join("\n"),
      "Use get_practice_area with a slug for the full description, its lawyers and publications.",
    ].join("\n\n"),
  }),

  get_practice_area: (args, data) => twin(data, known(data.practiceAreas, args.slug, "practice area", "list_practice_areas")),
  get_publication: (args, data) => twin(data, known(data.publications, args.slug, "publication", "search_publications")),
  get_team_member: (args, data) => twin(data, known(data.team, args.slug, "team member", "search_team")),

  search_publications: (args, data) => {
    const query = words(args.query);
    const matches = data.publications.filter(
      (p) =>
        (!args.practiceArea || p.practiceAreas.includes(args.practiceArea)) &&
        (!args.year || p.date.startsWith(args.year + "-")) &&
        (!args.type || p.type === args.type) &&
        (!args.author || p.authors.includes(args.author)) &&
        containsAll(query, [p.title, p.description, p.type, ...p.topics, ...p.authors.map((slug) => nameOf(data, slug)), ...p.practiceAreas.map((slug) => areaTitle(data, slug))]),
    );
    return listing(`Publications${filtersText(args, data)}`, matches.length, data.publications.length, "publications",
      matches.map((p) => publicationEntry(p, data)), "Use get_publication with a slug for the full text.");
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
    return listing(`Team${filtersText(args, data)}`, matches.length, data.team.length, "team members",
      matches.map((person) => personEntry(person, data)), "Use get_team_member with a slug for the full profile.");
  },

  get_contact_details: (args, data) => {
    const offices = data.offices.filter((office) => !args.office || office.slug === args.office);
    const lines = [`# Contact ${data.firm.name}`, `Phone: ${data.firm.phone}  \nE-mail: ${data.firm.email}  \nContact page: ${url(data, "/contact")}`];
    offices.forEach((office) =>
      lines.push(`## ${office.name} office\n\n- Address: ${office.address}\n- Phone: ${office.phone}\n- E-mail: ${office.email}\n- Hours: ${office.hours}`));
    return { markdown: lines.join("\n\n") };
  },
};

// ---- pieces of the tools ----

function publicationEntry(p, data) {
  // No named author: the firm signs it.
  const authors = p.authors.length ? p.authors.map((slug) => nameOf(data, slug)).join(", ") : data.firm.name;
  const areas = p.practiceAreas.length ? ` Practice areas: ${p.practiceAreas.map((slug) => areaTitle(data, slug)).join(", ")}.` : "";
  const topics = p.topics.length ? ` Topics: ${p.topics.join(", ")}.` : "";
  return `## ${p.title}\n\n${p.type}, ${p.date}, by ${authors}.${areas}${topics} Slug \`${p.slug}\`, ${url(data, p.path)}\n\n${p.description}`;
}

function personEntry(person, data) {
  const office = data.offices.find((candidate) => candidate.slug === person.office);
  const areas = person.practiceAreas.map((slug) => areaTitle(data, slug)).join(", ");
  return [
    `## ${person.name}\n\n${person.role}, ${office ? office.name : person.office} office. Slug \`${person.slug}\`, ${url(data, person.path)}`,
    `- Practice areas: ${areas}\n- E-mail: ${person.email}\n- Phone: ${person.phone}\n- Languages: ${person.languages.join(", ")}`
      + (person.photo ? `\n- Portrait: ${url(data, person.photo)}` : ""),
    person.description,
  ].join("\n\n");
}

function listing(title, found, total, noun, entries, hint) {
  const summary = found === 0 ? `No ${noun} match; try fewer filters.` : `${found} of ${total} ${noun} match. ${hint}`;
  return { markdown: [`# ${title}`, summary, ...entries].join("\n\n") };
}

function filtersText(args, data) {
  const parts = [];
  if (args.query) parts.push(`containing "${args.query}"`);
  if (args.name) parts.push(`named "${args.name}"`);
  if (args.practiceArea) parts.push(`in ${areaTitle(data, args.practiceArea)}`);
  if (args.office) parts.push(`in the ${data.offices.find((o) => o.slug === args.office).name} office`);
  if (args.role) parts.push(`role ${args.role}`);
  if (args.type) parts.push(`type ${args.type}`);
  if (args.year) parts.push(`from ${args.year}`);
  if (args.author) parts.push(`by ${nameOf(data, args.author)}`);
  return parts.length ? ": " + parts.join(", ") : "";
}

/** The item with this slug, or a ToolError that tells the agent where to find valid slugs. */
function known(items, slug, noun, finder) {
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) {
    throw new ToolError(`There is no ${noun} with the slug "${slug}". Use ${finder} to find slugs.`);
  }
  return item;
}

/** The full Markdown of a page, from its .md twin (which the server renders from the same content). */
async function twin(data, item) {
  const path = item.path + ".md";
  if (!markdownTwins.has(path)) {
    markdownTwins.set(path, fetchText(path).catch((error) => {
      markdownTwins.delete(path); // a failed fetch may be retried by the next call
      throw error;
    }));
  }
  return { markdown: await markdownTwins.get(path), more: `The full text is at ${url(data, item.path)}.` };
}

async function fetchText(path) {
  const response = await fetch(path, { headers: { Accept: "text/markdown" } });
  if (!response.ok) {
    throw new ToolError(`Could not read ${path} (HTTP ${response.status}); try again later.`);
  }
  return response.text();
}

function loadSiteData() {
  if (!siteData) {
    siteData = fetch(DATA_URL).then((response) => {
      if (!response.ok) {
        throw new Error(`${DATA_URL} answered HTTP ${response.status}`);
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
function result(markdown, data, more = "Narrow the request with filters to see the rest.") {
  const notice = `\n\n---\n\nLegal notice: ${data.firm.legalNotice}\n`;
  let body = markdown.endsWith(notice) ? markdown.slice(0, -notice.length) : markdown.trimEnd();
  if (body.length > MAX_RESULT_CHARS) {
    const cut = body.lastIndexOf("\n", MAX_RESULT_CHARS);
    body = `${body.slice(0, cut > 0 ? cut : MAX_RESULT_CHARS).trimEnd()}\n\n[Result cut: it was ${body.length} characters, over the limit of ${MAX_RESULT_CHARS} characters. ${more}]`;
  }
  return { content: [{ type: "text", text: body + notice }] };
}

/** A URL of this site, or a ToolError for anything outside it (another origin, javascript:, ...). */
function siteUrl(input, data) {
  let target;
  try {
    target = new URL(input, location.origin);
  } catch {
    throw new ToolError(`"${input}" is not a path or URL.`);
  }
  const origins = [location.origin, new URL(data.baseUrl).origin];
  if (!origins.includes(target.origin)) {
    throw new ToolError(`navigate_to_page opens pages of this site only (${data.baseUrl}); "${input}" is elsewhere.`);
  }
  if (target.pathname.length > 1 && target.pathname.endsWith("/")) {
    target.pathname = target.pathname.replace(/\/+$/, "");
  }
  return target;
}

// ---- input checking against the tool's JSON Schema (the subset the descriptors use) ----

function checkedInput(schema, input) {
  const given = input === undefined || input === null ? {} : input;
  if (typeof given !== "object" || Array.isArray(given)) {
    throw new ToolError("The input must be a JSON object of named parameters.");
  }
  const properties = schema.properties || {};
  const args = {};
  for (const [name, value] of Object.entries(given)) {
    if (!properties[name]) {
      const accepted = Object.keys(properties);
      throw new ToolError(`Unknown parameter "${name}". ` + (accepted.length ? `This tool accepts: ${accepted.join(", ")}.` : "This tool takes no parameters."));
    }
    if (value !== null && value !== "") {
      args[name] = checkedValue(name, value, properties[name]); // null and "" mean "not given"
    }
  }
  for (const name of schema.required || []) {
    if (!(name in args)) {
      throw new ToolError(`Missing required parameter "${name}": ${properties[name].description}`);
    }
  }
  return args;
}

function checkedValue(name, value, property) {
  const shown = JSON.stringify(value).slice(0, 80);
  if (property.type === "integer" && !Number.isInteger(value)) {
    throw new ToolError(`"${name}" must be a whole number, not ${shown}.`);
  }
  if (property.type === "string" && typeof value !== "string") {
    throw new ToolError(`"${name}" must be a string, not ${shown}.`);
  }
  if (property.enum && !property.enum.includes(value)) {
    throw new ToolError(`Unknown ${name} ${shown}. Valid values: ${property.enum.join(", ")}.`);
  }
  if ((property.minimum !== undefined && value < property.minimum) || (property.maximum !== undefined && value > property.maximum)) {
    throw new ToolError(`"${name}" must be between ${property.minimum} and ${property.maximum}, not ${shown}.`);
  }
  if (property.maxLength !== undefined && value.length > property.maxLength) {
    throw new ToolError(`"${name}" is longer than ${property.maxLength} characters.`);
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

function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
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
