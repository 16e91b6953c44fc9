/**
 * Every relative link of the README and docs/ leads somewhere: the file exists and, when the link names an
 * `#anchor`, a heading of that file has it (GitHub's heading ids).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..");

type Link = { file: string; line: number; target: string };

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(ROOT, "docs", name));
  return [path.join(ROOT, "README.md"), ...docs];
}

/** Markdown without fenced code blocks and inline code, line numbers kept. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split("\n").map((line) => {
    if (line.trimStart().startsWith("```")) {
      fenced = !fenced;
      return "";
    }
    return fenced ? "" : line.replace(/`[^`]*`/g, "");
  });
}

function relativeLinks(file: string): Link[] {
  const links: Link[] = [];
  proseLines(readFileSync(file, "utf8")).forEach((text, index) => {
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (!/^[a-z]+:/i.test(target)) links.push({ file, line: index + 1, target });
    }
  });
  return links;
}

/** The id GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingId(heading: string): string {
  return heading
    .replace(/`/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/\s/g, "-");
}

function headingIds(file: string): Set<string> {
  const headings = proseLines(readFileSync(file, "utf8")).filter((line) => /^#{1,6}\s/.test(line));
  return new Set(headings.map((line) => headingId(line.replace(/^#+\s+/, ""))));
}

/** Why a link leads nowhere, or null when it resolves. */
function brokenReason({ file, target }: Link): string | null {
  const [pathPart, anchor] = target.split("#");
  const destination = pathPart ? path.resolve(path.dirname(file), decodeURI(pathPart)) : file;
  if (!existsSync(destination)) return "no such file";
  if (anchor && destination.endsWith(".md") && !headingIds(destination).has(anchor)) return `no heading #${anchor}`;
  return null;
}

describe("documentation links", () => {
  it("gives GitHub's ids to headings", () => {
    expect(headingId("Firebase's own protections, in production")).toBe("firebases-own-protections-in-production");
    expect(headingId("Requests from other sites (CSRF)")).toBe("requests-from-other-sites-csrf");
    expect(headingId("Upgrading: deploy and migrate")).toBe("upgrading-deploy-and-migrate");
  });

  it("finds the links of the README and docs/", () => {
    const links = markdownFiles().flatMap(relativeLinks);
    expect(links.length).toBeGreaterThan(50);
  });

  it("resolves every relative link to a file, and every anchor to a heading of it", () => {
    const broken = markdownFiles()
      .flatMap(relativeLinks)
      .map((link) => ({ link, reason: brokenReason(link) }))
      .filter(({ reason }) => reason !== null)
      .map(({ link, reason }) => `${path.relative(ROOT, link.file)}:${link.line} ${link.target}: ${reason}`);
    expect(broken).toEqual([]);
  });
});
