/**
 * The tags revalidated on one server, kept in a file beside the pages of Next.js's file-system cache
 * (route-cache-handler.cjs). Next.js keeps them in memory only (its tags manifest), so a server
 * restarted after a change, before the changed page was asked for again, served the page stored
 * before the change as fresh: a product page with the old price, until the next change. Each
 * revalidation appends its tags' entries here, a start reads them back into the manifest, and the
 * file is rewritten with one line a tag once it has grown past twice that. The file lives in the
 * build's server folder, as the pages do: a new build starts with neither.
 *
 * Plain CommonJS, as the handler that uses it.
 */
const fs = require("node:fs");
const path = require("node:path");
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external");

const FILE_NAME = "route-cache-tags.jsonl";
/** Lines appended before the file may be rewritten (a rewrite writes a line for every tag). */
const MIN_LINES_BEFORE_REWRITE = 10_000;
const MOMENTS = ["stale", "expired"];

/** A line's tag and its manifest entry, or null for a line cut off by a crash. */
function parseLine(line) {
  try {
    const [tag, entry] = JSON.parse(line);
    return typeof tag === "string" && entry && typeof entry === "object" ? { tag, entry } : null;
  } catch {
    return null;
  }
}

/** Puts an entry read back into the manifest: the later moment of each kind wins. */
function restoreEntry(tag, entry) {
  const current = tagsManifest.get(tag) ?? {};
  const restored = { ...current };
  for (const moment of MOMENTS)
    if (typeof entry[moment] === "number" && !(current[moment] >= entry[moment])) restored[moment] = entry[moment];
  tagsManifest.set(tag, restored);
}

const lineOf = (tag) => `${JSON.stringify([tag, tagsManifest.get(tag) ?? {}])}\n`;

class TagLog {
  constructor(directory, minLinesBeforeRewrite = MIN_LINES_BEFORE_REWRITE) {
    this.file = path.join(directory, FILE_NAME);
    this.minLinesBeforeRewrite = minLinesBeforeRewrite;
    this.lines = 0;
    this.restored = false;
  }

  /** Reads the file into the manifest, once; then rewrites it with one line a tag. */
  restore() {
    if (this.restored) return;
    this.restored = true;
    let text = "";
    try {
      text = fs.readFileSync(this.file, "utf8");
    } catch (error) {
      if (error.code !== "ENOENT") failed("read", error);
      return;
    }
    for (const line of text.split("\n")) {
      const read = line ? parseLine(line) : null;
      if (read) restoreEntry(read.tag, read.entry);
    }
    this.rewrite();
  }

  /** Appends the manifest's entries of the tags just revalidated. */
  record(tags) {
    try {
      fs.appendFileSync(this.file, tags.map(lineOf).join(""));
    } catch (error) {
      failed("append to", error);
      return;
    }
    this.lines += tags.length;
    if (this.lines >= Math.max(this.minLinesBeforeRewrite, 2 * tagsManifest.size)) this.rewrite();
  }

  rewrite() {
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      fs.writeFileSync(temporary, [...tagsManifest.keys()].map(lineOf).join(""));
      fs.renameSync(temporary, this.file);
      this.lines = tagsManifest.size;
    } catch (error) {
      failed("rewrite", error);
    }
  }
}

/** The cache keeps working without the file; only a restart would then forget a change, as before. */
function failed(action, error) {
  console.error(`route cache: could not ${action} the revalidated tags' file (${error.message})`);
}

/** One log a server folder for the process (Next.js makes a handler per request). */
const processLogs = new Map();

function processTagLog(serverDistDir) {
  if (!processLogs.has(serverDistDir)) processLogs.set(serverDistDir, new TagLog(serverDistDir));
  return processLogs.get(serverDistDir);
}

module.exports = { TagLog, processTagLog, FILE_NAME };
