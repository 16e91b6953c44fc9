/**
 * Renders the shop's images locally (no downloads): SVG templates -> WebP with sharp.
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Output under public/images/:
 *   products/<slug>-N.webp   800x800, one per path listed in SEED_PRODUCTS[].images
 *                            (N=1 front shot, N=2 angled shot with an ingredient bowl, N=3 label close-up)
 *   products/<slug>-<size>.webp  800x800, a seeded size's pack shot (SEED_VARIANTS[].variants[].image)
 *   categories/<slug>.webp   800x600
 *   slides/slide-N.webp      1600x700, one per SEED_SLIDES entry (abstract herbal backgrounds, no text)
 *   brand/logo.webp          256x256 leaf monogram
 *   placeholder.webp         800x800 'image unavailable'
 *
 * Deterministic: every "random" choice comes from a PRNG seeded with the slug.
 * Text uses generic font families only (rendered by librsvg/fontconfig inside sharp).
 */
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { SEED_CATEGORIES, SEED_PRODUCTS } from "../prisma/seed-data/catalog";
import { SEED_VARIANTS } from "../prisma/seed-data/variants";
import { SEED_COMPANY, SEED_SLIDES } from "../prisma/seed-data/content";
import type { SeedPackaging, SeedProduct } from "../prisma/seed-data/types";

const ROOT = path.resolve(__dirname, "..");
const OUT = path.join(ROOT, "public", "images");
const QUALITY = 70;

const SERIF = "serif";
const SANS = "sans-serif";

// ------------------------------------------------------------------ helpers

function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&apos;")
    .replace(/"/g, "&quot;");
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32 PRNG */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Rough advance width of a string in em for bold DejaVu-like faces. */
function textWidthEm(s: string, serif: boolean): number {
  let w = 0;
  for (const ch of s) {
    if (ch === " ") w += 0.32;
    else if ("iljtfr.,:;'’!|()-".includes(ch)) w += 0.4;
    else if ("mwMW".includes(ch)) w += 0.98;
    else if (ch >= "A" && ch <= "Z") w += serif ? 0.78 : 0.76;
    else if (ch >= "0" && ch <= "9") w += 0.7;
    else w += serif ? 0.64 : 0.66;
  }
  return w * 1.04;
}

/** Greedy word wrap so that every line fits maxWidth at fontSize. */
function wrap(text: string, fontSize: number, maxWidth: number, serif: boolean): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = "";
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (!cur || textWidthEm(next, serif) * fontSize <= maxWidth) cur = next;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Largest font size (<= max) so the text wraps into <= maxLines lines that all fit. */
function fitText(
  text: string,
  maxWidth: number,
  maxHeight: number,
  maxSize: number,
  minSize: number,
  maxLines: number,
  serif: boolean,
) {
  for (let size = maxSize; size >= minSize; size -= 1) {
    const lines = wrap(text, size, maxWidth, serif);
    const lh = size * 1.14;
    if (
      lines.length <= maxLines &&
      lines.length * lh <= maxHeight &&
      lines.every((l) => textWidthEm(l, serif) * size <= maxWidth)
    ) {
      return { size, lines, lineHeight: lh };
    }
  }
  const size = minSize;
  return { size, lines: wrap(text, size, maxWidth, serif), lineHeight: size * 1.14 };
}

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return (
    "#" +
    pa
      .map((v, i) =>
        Math.round(v + (pb[i] - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

// ------------------------------------------------------------------ palettes

type Palette = {
  bgA: string; // background light
  bgB: string; // background darker
  deep: string; // deep backdrop for angled shots
  packs: string[]; // pack body colours, one picked per product
  accent: string; // gold/saffron accents
  label: string; // label paper
  ink: string; // label text
  leaf: string; // decorative foliage
};

const PALETTES: Record<string, Palette> = {
  "herbal-supplements": {
    bgA: "#f1f5ea",
    bgB: "#d5e3c6",
    deep: "#2c4a33",
    packs: ["#2f5d3a", "#4a6b2f", "#6b4423", "#1f4d4a"],
    accent: "#c99a3b",
    label: "#fbf7ec",
    ink: "#1f3a26",
    leaf: "#7fa36a",
  },
  skincare: {
    bgA: "#faf0e9",
    bgB: "#efd3c3",
    deep: "#7a3b2a",
    packs: ["#b0603f", "#c98b6b", "#8c3f3a", "#d9b08c"],
    accent: "#c9973f",
    label: "#fffaf4",
    ink: "#5a2a1c",
    leaf: "#9cae7c",
  },
  "wellness-teas": {
    bgA: "#fcf4e2",
    bgB: "#f1d9a4",
    deep: "#6b4a16",
    packs: ["#d27d1c", "#5b7d3a", "#b5452e", "#8a5a2b"],
    accent: "#e0a526",
    label: "#fffdf5",
    ink: "#4a3212",
    leaf: "#6f9448",
  },
  "hair-care": {
    bgA: "#f2ece1",
    bgB: "#dccbb0",
    deep: "#3e2a1a",
    packs: ["#5a3b24", "#3f5b2c", "#7a4a2a", "#2d4636"],
    accent: "#c08a3e",
    label: "#fbf6ec",
    ink: "#3a2616",
    leaf: "#7d9a55",
  },
};

/** Colour of the "hero ingredient" (powder in the bowl, label stripe). */
function ingredientColour(p: SeedProduct): string {
  const s = (p.name + " " + p.keyIngredients.join(" ")).toLowerCase();
  const table: [string[], string][] = [
    [["butterfly pea"], "#3d4fb0"],
    [["shilajit"], "#3a2a1f"],
    [["hibiscus", "rose", "beetroot"], "#b23a4e"],
    [["kumkumadi", "saffron", "kesar"], "#c9501f"],
    [["turmeric", "haldi", "curcumin", "nalpamaradi"], "#e0a21b"],
    [["chamomile"], "#e6c65a"],
    [["aloe"], "#9cc77e"],
    [["tulsi", "neem", "moringa", "bhringraj", "brahmi", "giloy", "henna", "green tea", "neeli"], "#5f8f3a"],
    [["amla"], "#a3b545"],
    [["onion"], "#9a4a6a"],
    [["isabgol", "psyllium", "chyawanprash", "jeera", "kadha", "mulethi"], "#a9784a"],
  ];
  for (const [keys, col] of table) if (keys.some((k) => s.includes(k))) return col;
  return "#a57a4b";
}

function packagingOf(p: SeedProduct): SeedPackaging {
  if (p.packaging) return p.packaging;
  const u = p.unitLabel.toLowerCase();
  if (p.category === "wellness-teas") return "box";
  if (/capsule|tablet/.test(u)) return "bottle";
  if (/ml/.test(u)) return "oil";
  return "jar";
}

// ------------------------------------------------------------------ decorative shapes

function leafPath(len: number, width: number): string {
  return `M0,0 C${f(width)},${f(-len * 0.28)} ${f(width)},${f(-len * 0.72)} 0,${f(-len)} C${f(-width)},${f(-len * 0.72)} ${f(-width)},${f(-len * 0.28)} 0,0 Z`;
}

function leaf(x: number, y: number, len: number, rot: number, fill: string, opacity = 1, vein = true): string {
  const w = len * 0.32;
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)})" opacity="${opacity}">
    <path d="${leafPath(len, w)}" fill="${fill}"/>
    ${vein ? `<path d="M0,0 L0,${f(-len * 0.95)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(Math.max(1, len / 60))}" fill="none"/>` : ""}
  </g>`;
}

/** A curved stem with alternating leaves. */
function sprig(x: number, y: number, len: number, rot: number, fill: string, r: () => number, opacity = 1): string {
  const n = 5 + Math.floor(r() * 3);
  let s = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)})" opacity="${opacity}">`;
  s += `<path d="M0,0 Q${f(len * 0.12)},${f(-len * 0.5)} 0,${f(-len)}" stroke="${mix(fill, "#000000", 0.25)}" stroke-width="${f(len / 90 + 1.5)}" fill="none" stroke-linecap="round"/>`;
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1);
    const ly = -len * t;
    const lx = len * 0.12 * 2 * t * (1 - t);
    const side = i % 2 === 0 ? 1 : -1;
    const ll = len * (0.3 - t * 0.12);
    s += leaf(lx, ly, ll, side * (48 + r() * 12), mix(fill, "#ffffff", r() * 0.15), 1, true);
  }
  s += leaf(0, -len, len * 0.2, 0, fill);
  s += "</g>";
  return s;
}

function defs(id: string, pal: Palette, packCol: string): string {
  return `<defs>
    <radialGradient id="bg-${id}" cx="50%" cy="40%" r="75%">
      <stop offset="0%" stop-color="${pal.bgA}"/>
      <stop offset="100%" stop-color="${pal.bgB}"/>
    </radialGradient>
    <linearGradient id="deep-${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0%" stop-color="${mix(pal.deep, "#ffffff", 0.12)}"/>
      <stop offset="100%" stop-color="${mix(pal.deep, "#000000", 0.25)}"/>
    </linearGradient>
    <linearGradient id="body-${id}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0%" stop-color="${mix(packCol, "#000000", 0.25)}"/>
      <stop offset="22%" stop-color="${mix(packCol, "#ffffff", 0.12)}"/>
      <stop offset="55%" stop-color="${packCol}"/>
      <stop offset="100%" stop-color="${mix(packCol, "#000000", 0.35)}"/>
    </linearGradient>
    <linearGradient id="cap-${id}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0%" stop-color="${mix(pal.accent, "#000000", 0.35)}"/>
      <stop offset="30%" stop-color="${mix(pal.accent, "#ffffff", 0.3)}"/>
      <stop offset="60%" stop-color="${pal.accent}"/>
      <stop offset="100%" stop-color="${mix(pal.accent, "#000000", 0.4)}"/>
    </linearGradient>
    <linearGradient id="dark-${id}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0%" stop-color="#1b1b1b"/>
      <stop offset="35%" stop-color="#4a4a4a"/>
      <stop offset="100%" stop-color="#121212"/>
    </linearGradient>
    <linearGradient id="shine-${id}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0%" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="50%" stop-color="#ffffff" stop-opacity="0.38"/>
      <stop offset="100%" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="labelshade-${id}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0%" stop-color="#000000" stop-opacity="0.16"/>
      <stop offset="18%" stop-color="#000000" stop-opacity="0"/>
      <stop offset="82%" stop-color="#000000" stop-opacity="0"/>
      <stop offset="100%" stop-color="#000000" stop-opacity="0.2"/>
    </linearGradient>
    <radialGradient id="shadow-${id}" cx="50%" cy="50%" r="50%">
      <stop offset="0%" stop-color="#000000" stop-opacity="0.32"/>
      <stop offset="100%" stop-color="#000000" stop-opacity="0"/>
    </radialGradient>
  </defs>`;
}

// ------------------------------------------------------------------ label

type LabelInfo = { brand: string; name: string; unit: string; stripe: string; emblemOnly?: boolean };
type Box = { x: number; y: number; w: number; h: number };

function label(id: string, box: Box, pal: Palette, info: LabelInfo, rx = 6): string {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}" fill="${pal.label}"/>`;
  // top and bottom bands
  s += `<rect x="${f(x)}" y="${f(y + h * 0.045)}" width="${f(w)}" height="${f(Math.max(3, h * 0.018))}" fill="${pal.accent}"/>`;
  s += `<rect x="${f(x)}" y="${f(y + h - h * 0.1)}" width="${f(w)}" height="${f(h * 0.1)}" fill="${info.stripe}"/>`;
  if (info.emblemOnly) {
    s += leaf(cx, y + h * 0.68, h * 0.42, 0, info.stripe);
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}" fill="url(#labelshade-${id})"/>`;
    return s;
  }
  const padX = w * 0.09;
  const innerW = w - padX * 2;
  // brand
  const brand = info.brand.toUpperCase();
  const brandSize = Math.min(h * 0.075, (innerW / textWidthEm(brand, false)) * 0.8, 22);
  const brandY = y + h * 0.065 + h * 0.04 + brandSize;
  s += `<text x="${f(cx)}" y="${f(brandY)}" font-family="${SANS}" font-size="${f(brandSize)}" font-weight="700" letter-spacing="${f(brandSize * 0.12)}" fill="${pal.accent}" text-anchor="middle">${esc(brand)}</text>`;
  // divider with a small leaf
  const divY = brandY + brandSize * 0.75;
  s += `<path d="M${f(cx - innerW * 0.32)},${f(divY)} L${f(cx - 12)},${f(divY)} M${f(cx + 12)},${f(divY)} L${f(cx + innerW * 0.32)},${f(divY)}" stroke="${pal.accent}" stroke-width="1.5"/>`;
  s += leaf(cx, divY + 6, 14, 0, info.stripe, 1, false);
  // unit (bottom, above the stripe)
  const unitSize = Math.max(15, Math.min(h * 0.085, 20));
  const unitY = y + h - h * 0.1 - h * 0.06;
  s += `<text x="${f(cx)}" y="${f(unitY)}" font-family="${SANS}" font-size="${f(unitSize)}" fill="${mix(pal.ink, pal.label, 0.25)}" text-anchor="middle">${esc(info.unit)}</text>`;
  // name, centred between divider and unit
  const top = divY + 16;
  const bottom = unitY - unitSize - h * 0.03;
  const fit = fitText(info.name, innerW, bottom - top, Math.min(46, h * 0.17), 14, 4, true);
  const blockH = fit.lines.length * fit.lineHeight;
  let ly = top + (bottom - top - blockH) / 2 + fit.size * 0.92;
  for (const line of fit.lines) {
    s += `<text x="${f(cx)}" y="${f(ly)}" font-family="${SERIF}" font-size="${fit.size}" font-weight="700" fill="${pal.ink}" text-anchor="middle">${esc(line)}</text>`;
    ly += fit.lineHeight;
  }
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}" fill="url(#labelshade-${id})"/>`;
  return s;
}

// ------------------------------------------------------------------ packs (drawn around x=400, base at y=690)

type Pack = { svg: string; label: Box; top: number };

function pack(kind: SeedPackaging, id: string, pal: Palette, info: LabelInfo, packCol: string): Pack {
  const body = `url(#body-${id})`;
  const cap = `url(#cap-${id})`;
  const dark = `url(#dark-${id})`;
  const shine = `url(#shine-${id})`;
  let s = "";
  let lb: Box;
  let top: number;
  switch (kind) {
    case "bottle": {
      // supplement bottle with a ridged screw cap
      s += `<rect x="270" y="300" width="260" height="390" rx="34" fill="${body}"/>`;
      s += `<rect x="300" y="282" width="200" height="30" rx="8" fill="${mix(packCol, "#000000", 0.1)}" opacity="0.9"/>`;
      s += `<rect x="292" y="205" width="216" height="88" rx="12" fill="${dark}"/>`;
      for (let i = 0; i < 18; i++)
        s += `<rect x="${f(300 + i * 11.2)}" y="212" width="3" height="74" fill="#ffffff" opacity="0.08"/>`;
      lb = { x: 270, y: 372, w: 260, h: 262 };
      s += label(id, lb, pal, info, 2);
      s += `<rect x="296" y="310" width="34" height="370" rx="17" fill="${shine}"/>`;
      top = 205;
      break;
    }
    case "jar": {
      s += `<rect x="205" y="420" width="390" height="270" rx="40" fill="${body}"/>`;
      s += `<rect x="225" y="402" width="350" height="30" rx="10" fill="${mix(packCol, "#000000", 0.3)}"/>`;
      s += `<rect x="195" y="330" width="410" height="82" rx="16" fill="${cap}"/>`;
      s += `<rect x="195" y="330" width="410" height="14" rx="7" fill="#ffffff" opacity="0.18"/>`;
      lb = { x: 205, y: 452, w: 390, h: 206 };
      s += label(id, lb, pal, info, 2);
      s += `<rect x="228" y="430" width="36" height="250" rx="18" fill="${shine}"/>`;
      top = 330;
      break;
    }
    case "tube": {
      // squeeze tube standing on its cap, crimped end on top
      s += `<path d="M262,215 L538,215 L512,620 Q400,640 288,620 Z" fill="${body}"/>`;
      s += `<rect x="252" y="168" width="296" height="52" rx="6" fill="${mix(info.stripe, "#000000", 0.15)}"/>`;
      for (let i = 0; i < 14; i++)
        s += `<rect x="${f(262 + i * 20.5)}" y="172" width="2" height="44" fill="#000000" opacity="0.12"/>`;
      s += `<path d="M330,622 L470,622 L478,690 L322,690 Z" fill="${cap}"/>`;
      s += `<path d="M318,610 Q400,630 482,610 L478,628 Q400,646 322,628 Z" fill="${mix(pal.accent, "#000000", 0.3)}"/>`;
      lb = { x: 281, y: 290, w: 238, h: 280 };
      s += label(id, lb, pal, info, 8);
      s += `<path d="M292,230 L322,230 L316,600 L302,596 Z" fill="${shine}"/>`;
      top = 168;
      break;
    }
    case "box": {
      // tea / carton box in 3/4 view
      const d = 70;
      s += `<path d="M530,250 L${530 + d},${250 - 42} L${530 + d},${690 - 42} L530,690 Z" fill="${mix(packCol, "#000000", 0.32)}"/>`;
      s += `<path d="M230,250 L${230 + d},${250 - 42} L${530 + d},${250 - 42} L530,250 Z" fill="${mix(packCol, "#ffffff", 0.22)}"/>`;
      s += `<rect x="230" y="250" width="300" height="440" fill="${packCol}"/>`;
      s += `<rect x="230" y="250" width="300" height="440" fill="url(#labelshade-${id})" opacity="0.6"/>`;
      // pattern on box: small leaves
      s += leaf(280, 320, 40, -30, mix(packCol, "#ffffff", 0.3), 0.6, false);
      s += leaf(480, 318, 40, 30, mix(packCol, "#ffffff", 0.3), 0.6, false);
      s += `<rect x="230" y="655" width="300" height="35" fill="${pal.accent}" opacity="0.85"/>`;
      lb = { x: 250, y: 345, w: 260, h: 290 };
      s += label(id, lb, pal, info, 4);
      top = 208;
      break;
    }
    case "dropper": {
      // amber/green glass bottle with pipette
      s += `<rect x="280" y="380" width="240" height="310" rx="30" fill="${body}"/>`;
      s += `<path d="M330,385 Q330,350 365,340 L435,340 Q470,350 470,385 Z" fill="${body}"/>`;
      s += `<rect x="340" y="255" width="120" height="95" rx="8" fill="${cap}"/>`;
      s += `<path d="M355,258 L355,215 Q355,150 400,150 Q445,150 445,215 L445,258 Z" fill="${dark}"/>`;
      s += `<path d="M370,250 L370,215 Q370,172 395,166" stroke="#ffffff" stroke-opacity="0.18" stroke-width="6" fill="none"/>`;
      lb = { x: 280, y: 420, w: 240, h: 232 };
      s += label(id, lb, pal, info, 2);
      s += `<rect x="300" y="392" width="26" height="286" rx="13" fill="${shine}"/>`;
      top = 150;
      break;
    }
    case "pump": {
      s += `<rect x="285" y="300" width="230" height="390" rx="30" fill="${body}"/>`;
      s += `<rect x="352" y="250" width="96" height="58" rx="8" fill="${cap}"/>`;
      s += `<rect x="390" y="196" width="20" height="60" fill="${dark}"/>`;
      s += `<path d="M358,176 L455,176 Q462,176 462,183 L462,206 L358,206 Z" fill="${dark}"/>`;
      s += `<path d="M358,184 L300,184 Q292,184 292,192 L292,198 L358,198 Z" fill="${dark}"/>`;
      lb = { x: 285, y: 372, w: 230, h: 262 };
      s += label(id, lb, pal, info, 2);
      s += `<rect x="303" y="312" width="28" height="368" rx="14" fill="${shine}"/>`;
      top = 176;
      break;
    }
    case "oil":
    default: {
      // classic oil / syrup bottle with shoulders and a long neck
      s += `<path d="M282,690 L282,360 Q282,310 330,290 Q365,276 368,240 L432,240 Q435,276 470,290 Q518,310 518,360 L518,690 Q518,700 508,700 L292,700 Q282,700 282,690 Z" fill="${body}"/>`;
      s += `<rect x="358" y="225" width="84" height="22" rx="6" fill="${mix(pal.accent, "#000000", 0.25)}"/>`;
      s += `<rect x="352" y="150" width="96" height="82" rx="10" fill="${cap}"/>`;
      for (let i = 0; i < 9; i++)
        s += `<rect x="${f(358 + i * 10)}" y="156" width="2.5" height="70" fill="#000000" opacity="0.12"/>`;
      lb = { x: 282, y: 392, w: 236, h: 262 };
      s += label(id, lb, pal, info, 2);
      s += `<path d="M302,330 Q306,305 326,296 L326,686 L302,686 Z" fill="${shine}"/>`;
      top = 150;
      break;
    }
  }
  return { svg: s, label: lb, top };
}

// ------------------------------------------------------------------ product scenes

function bowl(cx: number, cy: number, r: number, powder: string, wood: string): string {
  return `<g>
    <ellipse cx="${f(cx)}" cy="${f(cy + r * 0.62)}" rx="${f(r * 1.05)}" ry="${f(r * 0.18)}" fill="#000000" opacity="0.18"/>
    <path d="M${f(cx - r)},${f(cy)} Q${f(cx - r)},${f(cy + r * 0.62)} ${f(cx)},${f(cy + r * 0.62)} Q${f(cx + r)},${f(cy + r * 0.62)} ${f(cx + r)},${f(cy)} Z" fill="${wood}"/>
    <ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.28)}" fill="${mix(wood, "#000000", 0.3)}"/>
    <path d="M${f(cx - r * 0.86)},${f(cy + 2)} Q${f(cx)},${f(cy - r * 0.55)} ${f(cx + r * 0.86)},${f(cy + 2)} Q${f(cx)},${f(cy + r * 0.22)} ${f(cx - r * 0.86)},${f(cy + 2)} Z" fill="${powder}"/>
    <path d="M${f(cx - r * 0.5)},${f(cy - r * 0.08)} Q${f(cx)},${f(cy - r * 0.42)} ${f(cx + r * 0.35)},${f(cy - r * 0.12)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" fill="none"/>
  </g>`;
}

function podium(cx: number, y: number, rx: number, col: string): string {
  const ry = rx * 0.16;
  return `<path d="M${f(cx - rx)},${f(y)} L${f(cx - rx)},${f(y + 50)} A${f(rx)},${f(ry)} 0 0 0 ${f(cx + rx)},${f(y + 50)} L${f(cx + rx)},${f(y)} Z" fill="${mix(col, "#000000", 0.12)}"/>
    <ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${col}"/>`;
}

function productSvg(p: SeedProduct, n: number): string {
  const pal = PALETTES[p.category] ?? PALETTES["herbal-supplements"];
  const r = rng(hash(p.slug) + n * 7919);
  const packCol = pal.packs[hash(p.slug) % pal.packs.length];
  const id = `p${n}`;
  const stripe = ingredientColour(p);
  const info: LabelInfo = { brand: p.brand, name: p.name, unit: p.unitLabel, stripe };
  const kind = packagingOf(p);
  const pk = pack(kind, id, pal, info, packCol);
  const W = 800;
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${W}" viewBox="0 0 ${W} ${W}">`;
  s += defs(id, pal, packCol);

  if (n === 1) {
    // front shot on a podium, soft radial backdrop, foliage in corners
    s += `<rect width="800" height="800" fill="url(#bg-${id})"/>`;
    s += `<circle cx="400" cy="380" r="300" fill="#ffffff" opacity="0.35"/>`;
    s += sprig(70, 820, 420, 28 + r() * 10, pal.leaf, r, 0.55);
    s += sprig(760, 820, 380, -30 - r() * 10, pal.leaf, r, 0.5);
    s += leaf(720, 120, 120, 200 + r() * 30, pal.leaf, 0.25, false);
    s += podium(400, 700, 290, mix(pal.bgA, "#ffffff", 0.4));
    s += `<ellipse cx="400" cy="698" rx="200" ry="26" fill="url(#shadow-${id})"/>`;
    s += `<g transform="translate(0,4)">${pk.svg}</g>`;
  } else if (n === 2) {
    // angled shot on a deep backdrop with an ingredient bowl and fresh herbs
    s += `<rect width="800" height="800" fill="url(#deep-${id})"/>`;
    s += `<rect y="600" width="800" height="200" fill="${mix(pal.deep, "#000000", 0.3)}"/>`;
    s += `<rect y="600" width="800" height="4" fill="#ffffff" opacity="0.08"/>`;
    for (let i = 0; i < 6; i++)
      s += leaf(60 + r() * 680, 40 + r() * 260, 80 + r() * 90, r() * 360, pal.leaf, 0.12 + r() * 0.1, false);
    s += `<ellipse cx="350" cy="700" rx="220" ry="24" fill="url(#shadow-${id})"/>`;
    s += `<g transform="translate(-70,6) rotate(-6 400 690) translate(-20,-33) scale(1.05)">${pk.svg}</g>`;
    s += bowl(620, 650, 95, stripe, "#8a5a35");
    s += sprig(700, 640, 260, 28, pal.leaf, r);
    s += leaf(520, 700, 70, 100, pal.leaf, 0.95);
    s += leaf(560, 730, 60, 70, mix(pal.leaf, "#000000", 0.2), 0.95);
  } else {
    // label close-up: the pack scaled up around its label, light split backdrop
    const lb = pk.label;
    const cx = lb.x + lb.w / 2;
    const cy = lb.y + lb.h / 2;
    const k = Math.min(1.4, 520 / lb.w);
    s += `<rect width="800" height="800" fill="${mix(pal.bgA, pal.bgB, 0.35)}"/>`;
    s += `<path d="M0,0 L800,0 L800,${f(260 + r() * 120)} L0,${f(460 + r() * 120)} Z" fill="${mix(stripe, pal.bgA, 0.72)}"/>`;
    s += sprig(-20, 520, 360, 60, pal.leaf, r, 0.45);
    s += sprig(820, 300, 340, -120, pal.leaf, r, 0.4);
    s += `<g transform="translate(${f(400 - cx * k)},${f(410 - cy * k)}) scale(${f(k)})">`;
    s += `<ellipse cx="400" cy="700" rx="220" ry="26" fill="url(#shadow-${id})"/>`;
    s += pk.svg + "</g>";
  }
  s += "</svg>";
  return s;
}

// ------------------------------------------------------------------ category, slides, brand, placeholder

function categorySvg(slug: string, name: string, idx: number): string {
  const pal = PALETTES[slug] ?? PALETTES["herbal-supplements"];
  const r = rng(hash(slug));
  const kinds: Record<string, SeedPackaging[]> = {
    "herbal-supplements": ["bottle", "jar", "dropper"],
    skincare: ["pump", "jar", "tube"],
    "wellness-teas": ["box", "jar", "box"],
    "hair-care": ["oil", "pump", "jar"],
  };
  const ks = kinds[slug] ?? ["bottle", "jar", "oil"];
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">`;
  const layout = [
    { x: -170, y: 20, k: 0.62, c: 1 },
    { x: 190, y: 40, k: 0.62, c: 2 },
    { x: 0, y: 0, k: 0.74, c: 0 },
  ];
  // defs for three pack colours
  layout.forEach((_, i) => (s += defs(`c${i}`, pal, pal.packs[(idx + i) % pal.packs.length])));
  s += `<rect width="800" height="600" fill="url(#bg-c0)"/>`;
  s += `<circle cx="400" cy="300" r="250" fill="#ffffff" opacity="0.3"/>`;
  s += sprig(40, 640, 420, 30, pal.leaf, r, 0.6);
  s += sprig(770, 640, 400, -32, pal.leaf, r, 0.55);
  s += leaf(120, 90, 110, 140, pal.leaf, 0.25, false);
  s += leaf(690, 80, 100, 220, pal.leaf, 0.25, false);
  s += `<rect y="500" width="800" height="100" fill="${mix(pal.bgB, "#000000", 0.06)}"/>`;
  for (const [i, L] of layout.entries()) {
    const pk = pack(
      ks[i],
      `c${i}`,
      pal,
      { brand: "", name: name, unit: "", stripe: pal.packs[(idx + i + 1) % pal.packs.length], emblemOnly: true },
      pal.packs[(idx + i) % pal.packs.length],
    );
    const k = L.k;
    // pack base (400,690) -> (400 + L.x, 540 + L.y)
    s += `<g transform="translate(${f(400 + L.x - 400 * k)},${f(540 + L.y - 690 * k)}) scale(${k})">`;
    s += `<ellipse cx="400" cy="694" rx="200" ry="24" fill="url(#shadow-c${i})"/>${pk.svg}</g>`;
  }
  s += "</svg>";
  return s;
}

const SLIDE_THEMES = [
  { a: "#1f3d2b", b: "#4f7a3a", leaf: "#9cc27a", glow: "#e7c76a" }, // forest green
  { a: "#6e2f22", b: "#c0714e", leaf: "#e8b48f", glow: "#f3d9a4" }, // terracotta
  { a: "#7a4a0f", b: "#d99a2b", leaf: "#f2d27d", glow: "#fff1c9" }, // saffron
  { a: "#2b3a2a", b: "#7c8f5a", leaf: "#c9d6a3", glow: "#f0e6c8" }, // sage / earth
];

function slideSvg(n: number): string {
  const t = SLIDE_THEMES[(n - 1) % SLIDE_THEMES.length];
  const r = rng(hash(`slide-${n}`));
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6">
      <stop offset="0%" stop-color="${t.a}"/>
      <stop offset="100%" stop-color="${t.b}"/>
    </linearGradient>
    <radialGradient id="glow" cx="50%" cy="50%" r="50%">
      <stop offset="0%" stop-color="${t.glow}" stop-opacity="0.55"/>
      <stop offset="100%" stop-color="${t.glow}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="700" fill="url(#g)"/>
  <circle cx="${1150 + r() * 200}" cy="${250 + r() * 150}" r="420" fill="url(#glow)"/>`;
  // bokeh
  for (let i = 0; i < 18; i++) {
    s += `<circle cx="${f(r() * 1600)}" cy="${f(r() * 700)}" r="${f(8 + r() * 40)}" fill="${t.glow}" opacity="${f(0.05 + r() * 0.12)}"/>`;
  }
  // large soft leaves, mostly on the right (left side stays calm for the headline)
  for (let i = 0; i < 7; i++) {
    s += leaf(900 + r() * 700, 100 + r() * 650, 220 + r() * 260, r() * 360, t.leaf, 0.12 + r() * 0.16, true);
  }
  s += sprig(1450, 760, 620, -25 - r() * 15, t.leaf, r, 0.75);
  s += sprig(1180, 780, 520, 8 + r() * 10, mix(t.leaf, "#000000", 0.15), r, 0.6);
  s += sprig(-40, 760, 380, 40, t.leaf, r, 0.22);
  s += "</svg>";
  return s;
}

function logoSvg(): string {
  const initial = esc(SEED_COMPANY.name.trim().charAt(0).toUpperCase() || "P");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="lg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0%" stop-color="#3f7a48"/>
      <stop offset="100%" stop-color="#1f4a2c"/>
    </linearGradient>
  </defs>
  <circle cx="128" cy="128" r="124" fill="url(#lg)"/>
  <circle cx="128" cy="128" r="112" fill="none" stroke="#d4a94a" stroke-width="4"/>
  <g transform="translate(128,214) rotate(0)">
    <path d="${leafPath(176, 70)}" fill="#f6efd9"/>
    <path d="M0,0 L0,-168" stroke="#1f4a2c" stroke-width="3" opacity="0.35"/>
  </g>
  <text x="128" y="160" font-family="${SERIF}" font-size="96" font-weight="700" fill="#1f4a2c" text-anchor="middle">${initial}</text>
  <path d="M96,196 Q128,180 160,196" stroke="#d4a94a" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;
}

function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#f1f0eb"/>
  <rect x="40" y="40" width="720" height="720" rx="24" fill="none" stroke="#d9d6cc" stroke-width="4" stroke-dasharray="18 14"/>
  <g transform="translate(400,470) rotate(-20)">
    <path d="${leafPath(240, 80)}" fill="none" stroke="#b9b5a8" stroke-width="10" stroke-linejoin="round"/>
    <path d="M0,0 L0,-225" stroke="#b9b5a8" stroke-width="8" stroke-linecap="round"/>
    <path d="M0,-70 L40,-110 M0,-120 L-38,-158 M0,-165 L30,-195" stroke="#b9b5a8" stroke-width="6" stroke-linecap="round"/>
  </g>
  <text x="400" y="590" font-family="${SANS}" font-size="40" font-weight="700" fill="#8f8b7e" text-anchor="middle">Image unavailable</text>
  <text x="400" y="636" font-family="${SANS}" font-size="24" fill="#a8a497" text-anchor="middle">${esc(SEED_COMPANY.name)}</text>
</svg>`;
}

// ------------------------------------------------------------------ main

async function render(svg: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 6, smartSubsample: true }).toFile(file);
}

/** An .ico holding PNG images (which every current browser reads), largest last. */
function icoOf(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((png) => png.data)]);
}

/** app/favicon.ico: the logo at 16, 32 and 48 pixels (Next.js serves it at /favicon.ico and links it from every page). */
async function renderFavicon(svg: string, file: string): Promise<void> {
  const pngs = await Promise.all(
    [16, 32, 48].map(async (size) => ({
      size,
      data: await sharp(Buffer.from(svg)).resize(size, size).png().toBuffer(),
    })),
  );
  await writeFile(file, icoOf(pngs));
}

function publicToFile(p: string): string {
  if (!p.startsWith("/images/")) throw new Error(`unexpected image path ${p}`);
  return path.join(ROOT, "public", p);
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? await dirSize(p) : (await stat(p)).size;
  }
  return total;
}

async function main(): Promise<void> {
  let count = 0;
  let largest = { file: "", size: 0 };
  const track = async (file: string) => {
    const { size } = await stat(file);
    if (size > largest.size) largest = { file: path.relative(ROOT, file), size };
    count++;
  };

  for (const p of SEED_PRODUCTS) {
    for (const [i, img] of p.images.entries()) {
      const m = /-(\d+)\.webp$/.exec(img);
      const n = m ? Number(m[1]) : i + 1;
      const file = publicToFile(img);
      await render(productSvg(p, ((n - 1) % 3) + 1), file);
      await track(file);
    }
  }
  // A seeded size's own pack shot: the product's front shot with the size on its label.
  for (const entry of SEED_VARIANTS) {
    const product = SEED_PRODUCTS.find((p) => p.slug === entry.slug);
    if (!product) throw new Error(`no seeded product ${entry.slug}`);
    for (const variant of entry.variants) {
      const file = publicToFile(variant.image);
      await render(productSvg({ ...product, unitLabel: variant.value }, 1), file);
      await track(file);
    }
  }
  for (const [i, c] of SEED_CATEGORIES.entries()) {
    const file = publicToFile(c.image);
    await render(categorySvg(c.slug, c.name, i), file);
    await track(file);
  }
  for (const [i, sl] of SEED_SLIDES.entries()) {
    const m = /slide-(\d+)\.webp$/.exec(sl.image);
    const file = publicToFile(sl.image);
    await render(slideSvg(m ? Number(m[1]) : i + 1), file);
    await track(file);
  }
  const logo = publicToFile(SEED_COMPANY.logo);
  await render(logoSvg(), logo);
  await track(logo);
  await renderFavicon(logoSvg(), path.join(ROOT, "app", "favicon.ico"));
  const ph = path.join(OUT, "placeholder.webp");
  await render(placeholderSvg(), ph);
  await track(ph);

  const total = await dirSize(OUT);
  console.log(
    `generated ${count} images, public/images = ${(total / 1024).toFixed(0)} KB; largest ${largest.file} ${(largest.size / 1024).toFixed(1)} KB`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
