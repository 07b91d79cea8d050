/**
 * Generates the raster illustrations and the hero video under content/media/.
 *
 *   npx tsx scripts/generate-media.ts            # every raster image
 *   npx tsx scripts/generate-media.ts --only=blog,courses
 *   npx tsx scripts/generate-media.ts --video    # also render hero.mp4 / hero.webm (needs ffmpeg)
 *   npx tsx scripts/generate-media.ts --out=/tmp/media   # write somewhere else
 *
 * Everything is drawn as SVG in code (flat, geometric, one palette) and rendered with sharp:
 * JPEG quality 80, progressive (mozjpeg), every file kept under 200 KB.
 * The vector logos (brand/*.svg, partners/, clients/, ratings/) are hand-made files kept in the
 * repository; this script only reads brand/mark.svg and brand/logo-light.svg to build
 * brand/mark-512.png and brand/og-default.jpg.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// ---------------------------------------------------------------- setup

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const argValue = (name: string): string | undefined =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const OUT = path.resolve(argValue('out') ?? path.join(here, '..', 'content', 'media'));
const ONLY = argValue('only')?.split(',') ?? null;
const WANT_VIDEO = args.includes('--video');
const MAX_BYTES = 200 * 1024;

const C = {
  navy: '#1b2559',
  deep: '#111834',
  pink: '#d63b6c',
  lightPink: '#fbe3ec',
  sand: '#fbf3ea',
  gold: '#f2a33a',
  teal: '#0f766e',
  white: '#ffffff',
  // derived tints used sparingly
  pinkSoft: '#f07a9f',
  pinkDark: '#a8294f',
  navySoft: '#2d3a7c',
  navyMist: '#e3e6f5',
  tealSoft: '#dff1ee',
  tealLight: '#5fb3a9',
  goldSoft: '#fdebd0',
  ink: '#2a1f2d',
  line: '#d9dcec',
} as const;

/** Shade a hex colour: amt < 0 darkens, > 0 lightens towards white. */
function shade(hex: string, amt: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.round(amt < 0 ? c * (1 + amt) : c + (255 - c) * amt);
  const r = f((n >> 16) & 255);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Small deterministic PRNG so every run draws the same pictures. */
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

const n2 = (v: number) => Math.round(v * 100) / 100;
const g = (x: number, y: number, s: number, inner: string, rot = 0) =>
  `<g transform="translate(${n2(x)} ${n2(y)})${rot ? ` rotate(${rot})` : ''}${s !== 1 ? ` scale(${n2(s)})` : ''}">${inner}</g>`;
const svgDoc = (w: number, h: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  `</svg>`;

const written: { file: string; bytes: number }[] = [];

function want(group: string): boolean {
  return !ONLY || ONLY.includes(group);
}

async function writeJpeg(rel: string, svg: string, w: number, h: number): Promise<void> {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let quality = 80;
  let buf = await sharp(Buffer.from(svg)).resize(w, h).flatten({ background: C.white }).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
  while (buf.length > MAX_BYTES && quality > 50) {
    quality -= 6;
    buf = await sharp(Buffer.from(svg)).resize(w, h).flatten({ background: C.white }).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
  }
  if (buf.length > MAX_BYTES) throw new Error(`${rel} is ${buf.length} bytes, over the ${MAX_BYTES} byte budget`);
  fs.writeFileSync(file, buf);
  written.push({ file: rel, bytes: buf.length });
}

async function writePng(rel: string, svg: string, w: number, h: number): Promise<void> {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const buf = await sharp(Buffer.from(svg)).resize(w, h).png({ compressionLevel: 9, palette: false }).toBuffer();
  if (buf.length > MAX_BYTES) throw new Error(`${rel} is ${buf.length} bytes, over the ${MAX_BYTES} byte budget`);
  fs.writeFileSync(file, buf);
  written.push({ file: rel, bytes: buf.length });
}

// ---------------------------------------------------------------- people

type HairStyle = 'short' | 'sidepart' | 'long' | 'bun' | 'curly' | 'bob' | 'ponytail' | 'buzz' | 'turban' | 'hijab' | 'wavy' | 'braid';
type Outfit = 'tshirt' | 'shirt' | 'blazer' | 'kurta' | 'hoodie' | 'dupatta' | 'sweater';

type Person = {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  outfit: Outfit;
  cloth: string;
  accent?: string;
  glasses?: boolean;
  beard?: 'full' | 'stubble' | 'mustache';
  earrings?: boolean;
  bindi?: boolean;
  headwear?: string;
};

const SKIN = ['#f6d2b8', '#eebf9b', '#dca57e', '#c98c62', '#b0724a', '#8f5a3a', '#6e442c'] as const;
const HAIR = ['#1d1720', '#2e2019', '#4a2e22', '#6b4128', '#8a5a3b', '#b8b3ad', '#3b2a4a'] as const;

/** A friendly bust portrait drawn in a 400 x 480 frame (head centre near 200,180; shoulders from y 284). */
function person(p: Person): string {
  const skinShadow = shade(p.skin, -0.16);
  const hairHi = shade(p.hair, 0.2);
  const out: string[] = [];
  const hair = p.hair;
  const covered = p.hairStyle === 'hijab';

  // back hair / headwear behind the body
  switch (p.hairStyle) {
    case 'long':
      out.push(`<path d="M134 168C126 108 168 84 202 84C238 84 280 108 270 168L282 312C252 330 148 330 118 312Z" fill="${hair}"/>`);
      break;
    case 'wavy':
      out.push(`<path d="M132 168C124 104 168 82 202 82C240 82 282 106 272 168C286 200 270 226 284 252C296 280 270 296 276 312C248 332 152 332 124 312C130 296 104 280 116 252C130 226 114 200 132 168Z" fill="${hair}"/>`);
      break;
    case 'bob':
      out.push(`<path d="M130 170C124 104 168 84 202 84C238 84 280 106 272 170L278 252C266 266 246 262 240 254L160 254C154 262 134 266 122 252Z" fill="${hair}"/>`);
      break;
    case 'ponytail':
      out.push(`<path d="M252 120C292 120 300 170 292 214C286 250 300 270 288 292C270 280 262 250 264 214C266 180 262 150 246 136Z" fill="${hair}"/>`);
      break;
    case 'braid':
      out.push(`<path d="M134 168C126 108 168 84 202 84C238 84 276 108 268 168L262 230L140 230Z" fill="${hair}"/>`);
      for (let i = 0; i < 5; i++) out.push(`<ellipse cx="${146 - i * 2}" cy="${250 + i * 22}" rx="13" ry="14" fill="${hair}"/>`);
      out.push(`<circle cx="136" cy="362" r="6" fill="${p.accent ?? C.pink}"/>`);
      break;
    case 'hijab':
      out.push(`<path d="M126 196C116 108 166 76 200 76C234 76 284 108 274 196C274 252 262 284 244 304L156 304C138 284 126 252 126 196Z" fill="${p.headwear ?? C.teal}"/>`);
      break;
    default:
      break;
  }

  // neck (behind the clothes)
  if (!covered) {
    out.push(`<path d="M176 222L224 222L225 300L175 300Z" fill="${p.skin}"/>`);
    out.push(`<path d="M176 230C190 246 210 246 224 230L225 258C210 268 190 268 175 258Z" fill="${skinShadow}" opacity="0.55"/>`);
  }

  // body
  out.push(`<path d="M52 480C52 330 108 290 200 284C292 290 348 330 348 480Z" fill="${p.cloth}"/>`);
  const dark = shade(p.cloth, -0.18);
  const light = shade(p.cloth, 0.55);
  switch (p.outfit) {
    case 'tshirt':
      out.push(`<path d="M168 287C178 316 222 316 232 287C220 284 180 284 168 287Z" fill="${p.skin}"/>`);
      out.push(`<path d="M165 288C176 322 224 322 235 288" fill="none" stroke="${dark}" stroke-width="7" stroke-linecap="round"/>`);
      break;
    case 'sweater':
      out.push(`<path d="M172 287C182 306 218 306 228 287Z" fill="${p.skin}"/>`);
      out.push(`<path d="M163 286C176 318 224 318 237 286" fill="none" stroke="${dark}" stroke-width="12" stroke-linecap="round"/>`);
      out.push(`<path d="M112 480L118 396M288 480L282 396" stroke="${dark}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`);
      break;
    case 'shirt':
      out.push(`<path d="M176 286L200 330L224 286Z" fill="${p.skin}"/>`);
      out.push(`<path d="M172 280L200 330L176 342L158 296Z" fill="${light}"/>`);
      out.push(`<path d="M228 280L200 330L224 342L242 296Z" fill="${light}"/>`);
      out.push(`<path d="M200 332L200 480" stroke="${dark}" stroke-width="3"/>`);
      out.push(`<circle cx="200" cy="360" r="4" fill="${light}"/><circle cx="200" cy="392" r="4" fill="${light}"/><circle cx="200" cy="424" r="4" fill="${light}"/>`);
      break;
    case 'blazer': {
      const inner = p.accent ?? C.white;
      out.push(`<path d="M168 286L200 480L232 286Z" fill="${inner}"/>`);
      out.push(`<path d="M180 286L200 320L220 286Z" fill="${p.skin}"/>`);
      out.push(`<path d="M164 284L200 440L200 480L146 480L136 330L158 308Z" fill="${shade(p.cloth, -0.14)}"/>`);
      out.push(`<path d="M236 284L200 440L200 480L254 480L264 330L242 308Z" fill="${shade(p.cloth, -0.14)}"/>`);
      out.push(`<path d="M200 440L200 480" stroke="${shade(p.cloth, -0.3)}" stroke-width="2"/>`);
      break;
    }
    case 'kurta': {
      const acc = p.accent ?? dark;
      out.push(`<path d="M178 287C186 300 214 300 222 287Z" fill="${p.skin}"/>`);
      out.push(`<path d="M172 284C184 302 216 302 228 284L228 276C214 290 186 290 172 276Z" fill="${acc}"/>`);
      out.push(`<path d="M200 298L200 390" stroke="${acc}" stroke-width="5"/>`);
      out.push(`<circle cx="208" cy="320" r="3.5" fill="${acc}"/><circle cx="208" cy="342" r="3.5" fill="${acc}"/><circle cx="208" cy="364" r="3.5" fill="${acc}"/>`);
      break;
    }
    case 'hoodie':
      out.push(`<path d="M148 290C154 332 246 332 252 290C240 278 160 278 148 290Z" fill="${dark}"/>`);
      out.push(`<path d="M176 287C184 306 216 306 224 287Z" fill="${p.skin}"/>`);
      out.push(`<path d="M186 308L182 360M214 308L218 360" stroke="${light}" stroke-width="5" stroke-linecap="round"/>`);
      break;
    case 'dupatta': {
      const acc = p.accent ?? C.gold;
      out.push(`<path d="M172 287C182 312 218 312 228 287Z" fill="${p.skin}"/>`);
      out.push(`<path d="M226 282C262 290 304 324 322 480L272 480C264 380 248 326 212 310Z" fill="${acc}"/>`);
      out.push(`<path d="M236 296C262 312 288 356 298 480" stroke="${shade(acc, 0.45)}" stroke-width="4" fill="none" stroke-dasharray="2 10" stroke-linecap="round"/>`);
      break;
    }
  }

  // ears
  if (!covered) {
    out.push(`<ellipse cx="143" cy="184" rx="11" ry="16" fill="${p.skin}"/><ellipse cx="257" cy="184" rx="11" ry="16" fill="${p.skin}"/>`);
    out.push(`<ellipse cx="145" cy="185" rx="5" ry="8" fill="${skinShadow}" opacity="0.6"/><ellipse cx="255" cy="185" rx="5" ry="8" fill="${skinShadow}" opacity="0.6"/>`);
    if (p.earrings) out.push(`<circle cx="142" cy="206" r="5.5" fill="${C.gold}"/><circle cx="258" cy="206" r="5.5" fill="${C.gold}"/>`);
  }
  // head
  out.push(`<path d="M142 168C142 120 168 106 200 106C232 106 258 120 258 168C258 216 236 250 200 250C164 250 142 216 142 168Z" fill="${p.skin}"/>`);

  if (p.beard === 'full') {
    out.push(`<path d="M143 178C144 236 172 262 200 262C228 262 256 236 257 178C252 206 240 222 228 224C214 214 186 214 172 224C160 222 148 206 143 178Z" fill="${hair}"/>`);
  } else if (p.beard === 'stubble') {
    out.push(`<path d="M146 196C152 236 176 252 200 252C224 252 248 236 254 196C248 216 238 228 226 230C212 222 188 222 174 230C162 228 152 216 146 196Z" fill="${hair}" opacity="0.35"/>`);
  }

  // front hair
  switch (p.hairStyle) {
    case 'short':
      out.push(`<path d="M139 184C130 116 168 90 204 90C244 90 272 118 262 184C258 156 250 140 238 130C214 142 176 142 156 134C146 148 141 164 139 184Z" fill="${hair}"/>`);
      out.push(`<path d="M176 104C196 96 224 98 240 110" stroke="${hairHi}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.6"/>`);
      break;
    case 'sidepart':
      out.push(`<path d="M139 186C128 112 170 86 210 88C250 92 274 124 261 186C258 158 250 138 236 126C206 132 176 146 152 146C146 158 141 170 139 186Z" fill="${hair}"/>`);
      out.push(`<path d="M188 98C210 104 226 114 236 126" stroke="${hairHi}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`);
      break;
    case 'buzz':
      out.push(`<path d="M142 168C142 116 170 100 200 100C230 100 258 116 258 168C252 142 236 128 200 126C164 128 148 142 142 168Z" fill="${hair}"/>`);
      break;
    case 'long':
    case 'wavy':
    case 'bob':
    case 'braid':
      out.push(`<path d="M140 196C130 116 168 92 202 92C236 92 272 116 260 196C256 160 246 136 224 120C200 142 164 144 150 150C144 164 141 180 140 196Z" fill="${hair}"/>`);
      out.push(`<path d="M224 120C214 108 196 100 176 100" stroke="${hairHi}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.6"/>`);
      break;
    case 'bun':
      out.push(`<circle cx="200" cy="86" r="30" fill="${hair}"/>`);
      out.push(`<path d="M141 178C136 120 166 100 200 100C234 100 264 120 259 178C252 146 232 126 200 124C168 126 148 146 141 178Z" fill="${hair}"/>`);
      out.push(`<path d="M186 78C194 70 208 70 214 76" stroke="${hairHi}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`);
      break;
    case 'ponytail':
      out.push(`<path d="M141 180C134 118 166 98 202 98C238 98 266 120 259 180C254 148 240 130 214 124C186 136 160 140 148 150C144 160 142 170 141 180Z" fill="${hair}"/>`);
      out.push(`<circle cx="256" cy="126" r="10" fill="${p.accent ?? C.pink}"/>`);
      break;
    case 'curly': {
      const pts: [number, number, number][] = [
        [144, 170, 18], [140, 146, 20], [150, 122, 22], [168, 104, 22], [192, 94, 23], [216, 94, 23], [238, 104, 22], [252, 122, 22], [260, 146, 20], [256, 170, 18],
        [176, 124, 20], [204, 118, 20], [228, 124, 20],
      ];
      out.push(`<g fill="${hair}">${pts.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`);
      break;
    }
    case 'turban': {
      const t = p.headwear ?? C.pink;
      out.push(`<path d="M134 176C124 108 164 74 202 74C240 74 280 108 266 176C252 150 228 140 200 142C172 140 148 150 134 176Z" fill="${t}"/>`);
      out.push(`<path d="M140 150C170 116 226 100 262 138M146 126C176 100 220 88 252 106M160 104C188 88 216 84 236 90" stroke="${shade(t, -0.2)}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
      out.push(`<circle cx="200" cy="126" r="8" fill="${C.gold}"/>`);
      break;
    }
    case 'hijab':
      out.push(`<path d="M140 170C144 112 174 96 200 96C226 96 256 112 260 170C250 136 228 122 200 122C172 122 150 136 140 170Z" fill="${shade(p.headwear ?? C.teal, -0.12)}"/>`);
      break;
  }

  // face
  const brow = covered || p.hairStyle === 'turban' ? C.ink : shade(hair, -0.1);
  out.push(`<path d="M166 162Q178 154 190 161M210 161Q222 154 234 162" stroke="${brow}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  out.push(`<ellipse cx="178" cy="182" rx="6" ry="7.5" fill="${C.ink}"/><ellipse cx="222" cy="182" rx="6" ry="7.5" fill="${C.ink}"/>`);
  out.push(`<circle cx="180" cy="179" r="2" fill="#fff"/><circle cx="224" cy="179" r="2" fill="#fff"/>`);
  out.push(`<path d="M201 188Q196 204 204 207" stroke="${skinShadow}" stroke-width="4" fill="none" stroke-linecap="round"/>`);
  out.push(`<circle cx="164" cy="208" r="11" fill="${C.pink}" opacity="0.16"/><circle cx="236" cy="208" r="11" fill="${C.pink}" opacity="0.16"/>`);
  if (p.beard === 'mustache' || p.beard === 'full') {
    out.push(`<path d="M178 218C186 208 196 210 200 214C204 210 214 208 222 218C212 216 206 218 200 220C194 218 188 216 178 218Z" fill="${shade(hair, -0.05)}"/>`);
  }
  out.push(`<path d="M184 222Q200 238 216 222Q200 228 184 222Z" fill="#7a2e3b" stroke="#7a2e3b" stroke-width="3" stroke-linejoin="round"/>`);
  if (p.bindi) out.push(`<circle cx="200" cy="158" r="3.5" fill="${C.pink}"/>`);
  if (p.glasses) {
    out.push(`<g fill="none" stroke="${C.deep}" stroke-width="4"><rect x="158" y="166" width="38" height="30" rx="12"/><rect x="204" y="166" width="38" height="30" rx="12"/><path d="M196 178Q200 174 204 178M158 176L144 172M242 176L256 172"/></g>`);
    out.push(`<rect x="162" y="170" width="30" height="8" rx="4" fill="#fff" opacity="0.18"/><rect x="208" y="170" width="30" height="8" rx="4" fill="#fff" opacity="0.18"/>`);
  }
  return out.join('');
}

// ---------------------------------------------------------------- motifs
// Each motif draws in its own local box (size noted); place it with g(x, y, scale, motif()).

const line = (x: number, y: number, w: number, h: number, fill: string, op = 1) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"${op < 1 ? ` opacity="${op}"` : ''}/>`;
const box = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const shadowBox = (x: number, y: number, w: number, h: number, rx: number) =>
  `<rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="${rx}" fill="${C.deep}" opacity="0.16"/>` +
  `<rect x="${x - 2}" y="${y - 2}" width="${w + 4}" height="${h + 4}" rx="${rx + 2}" fill="${C.deep}" opacity="0.08"/>`;

/** Browser window, 400 x 280. kind: site | shop | blog | theme */
function browser(kind: 'site' | 'shop' | 'blog' | 'theme' = 'site', accent: string = C.pink): string {
  const o: string[] = [shadowBox(0, 0, 400, 280, 18), box(0, 0, 400, 280, 18, C.white)];
  o.push(`<path d="M0 18A18 18 0 0 1 18 0H382A18 18 0 0 1 400 18V40H0Z" fill="${C.navyMist}"/>`);
  o.push(circle(22, 20, 6, C.pink) + circle(42, 20, 6, C.gold) + circle(62, 20, 6, C.teal));
  o.push(box(92, 11, 220, 18, 9, C.white));
  if (kind === 'site') {
    o.push(box(20, 56, 360, 100, 12, C.lightPink));
    o.push(line(40, 78, 150, 14, C.navy) + line(40, 102, 120, 9, C.navy, 0.35) + line(40, 118, 96, 9, C.navy, 0.35));
    o.push(box(40, 132, 70, 16, 8, accent));
    o.push(circle(312, 106, 36, C.gold) + `<path d="M270 150L300 112L322 138L338 122L364 150Z" fill="${C.teal}"/>`);
    for (let i = 0; i < 3; i++) {
      const x = 20 + i * 124;
      o.push(box(x, 170, 112, 92, 10, '#f4f5fb'));
      o.push(circle(x + 24, 194, 12, [C.pink, C.teal, C.gold][i]!));
      o.push(line(x + 14, 218, 80, 8, C.navy, 0.5) + line(x + 14, 234, 60, 8, C.navy, 0.25));
    }
  } else if (kind === 'shop') {
    o.push(line(20, 58, 120, 12, C.navy) + box(300, 54, 80, 20, 10, accent));
    for (let i = 0; i < 4; i++) {
      const x = 20 + i * 92;
      const col = [C.lightPink, C.goldSoft, C.tealSoft, C.navyMist][i]!;
      o.push(box(x, 88, 82, 172, 10, '#f7f7fb'));
      o.push(box(x + 8, 96, 66, 80, 8, col));
      const prod = [
        `<path d="M${x + 26} ${120}h30l4 44h-38z" fill="${C.pink}"/><path d="M${x + 32} 122a9 9 0 0 1 18 0" stroke="${C.pinkDark}" stroke-width="4" fill="none"/>`,
        `<circle cx="${x + 41}" cy="136" r="22" fill="${C.gold}"/><circle cx="${x + 41}" cy="136" r="10" fill="${C.goldSoft}"/>`,
        `<path d="M${x + 22} 160l8-40h22l8 40z" fill="${C.teal}"/><rect x="${x + 30}" y="112" width="22" height="10" rx="3" fill="${C.tealLight}"/>`,
        `<rect x="${x + 20}" y="112" width="42" height="50" rx="8" fill="${C.navy}"/><rect x="${x + 28}" y="120" width="26" height="20" rx="4" fill="${C.navyMist}"/>`,
      ][i]!;
      o.push(prod);
      o.push(line(x + 10, 190, 56, 8, C.navy, 0.6) + line(x + 10, 206, 36, 8, C.pink));
      o.push(box(x + 10, 226, 62, 20, 10, C.navy));
    }
  } else if (kind === 'blog') {
    o.push(box(20, 56, 220, 120, 12, C.navyMist));
    o.push(`<path d="M40 160L96 100L132 140L160 116L220 160Z" fill="${C.navy}" opacity="0.7"/>` + circle(196, 90, 16, C.gold));
    o.push(line(20, 190, 200, 12, C.navy) + line(20, 212, 220, 8, C.navy, 0.3) + line(20, 228, 190, 8, C.navy, 0.3) + line(20, 244, 150, 8, C.navy, 0.3));
    for (let i = 0; i < 3; i++) {
      const y = 56 + i * 70;
      o.push(box(256, y, 124, 58, 10, '#f4f5fb') + box(264, y + 8, 42, 42, 8, [C.lightPink, C.goldSoft, C.tealSoft][i]!));
      o.push(line(314, y + 14, 56, 7, C.navy, 0.6) + line(314, y + 28, 40, 7, C.navy, 0.3));
    }
  } else {
    // theme builder: block layout + palette swatches
    o.push(box(20, 56, 240, 64, 10, C.navyMist, ` stroke="${accent}" stroke-width="3" stroke-dasharray="8 6"`));
    o.push(line(40, 80, 120, 12, C.navy) + line(40, 100, 80, 8, C.navy, 0.4));
    o.push(box(20, 132, 116, 128, 10, C.lightPink) + box(144, 132, 116, 128, 10, C.goldSoft));
    o.push(circle(78, 182, 24, C.pink) + `<path d="M172 236L196 196L214 220L226 206L244 236Z" fill="${C.gold}"/>`);
    o.push(box(276, 56, 104, 204, 12, '#f4f5fb'));
    [C.navy, C.pink, C.gold, C.teal].forEach((c, i) => o.push(circle(302 + (i % 2) * 52, 88 + Math.floor(i / 2) * 50, 18, c)));
    o.push(line(292, 186, 72, 10, C.navy, 0.5) + line(292, 206, 52, 10, C.navy, 0.3) + box(292, 226, 72, 20, 10, accent));
  }
  return o.join('');
}

/** Phone, 170 x 320. screen: feed | app | chat | video | map | shop */
function phone(screen: 'feed' | 'app' | 'chat' | 'video' | 'map' | 'shop' = 'app', body: string = C.navy): string {
  const o: string[] = [shadowBox(0, 0, 170, 320, 28), box(0, 0, 170, 320, 28, body)];
  o.push(box(10, 12, 150, 296, 20, C.white));
  o.push(box(62, 20, 46, 8, 4, body));
  const cx = 10;
  if (screen === 'feed') {
    o.push(circle(cx + 24, 52, 12, C.pink) + line(cx + 44, 46, 60, 7, C.navy, 0.7) + line(cx + 44, 58, 40, 6, C.navy, 0.3));
    o.push(box(cx + 10, 74, 130, 100, 12, C.lightPink));
    o.push(`<path d="M${cx + 20} 164L${cx + 62} 116L${cx + 90} 146L${cx + 108} 128L${cx + 132} 164Z" fill="${C.pink}" opacity="0.8"/>` + circle(cx + 112, 100, 10, C.gold));
    o.push(`<path d="M${cx + 20} 194c0-6 8-9 12-3c4-6 12-3 12 3c0 8-12 14-12 14s-12-6-12-14z" fill="${C.pink}"/>`);
    o.push(`<path d="M${cx + 56} 186h22a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6h-14l-8 6v-6a6 6 0 0 1-6-6v-8a6 6 0 0 1 6-6z" fill="${C.teal}"/>`);
    o.push(line(cx + 14, 222, 110, 7, C.navy, 0.5) + line(cx + 14, 236, 80, 7, C.navy, 0.3));
    o.push(circle(cx + 24, 266, 12, C.gold) + line(cx + 44, 260, 60, 7, C.navy, 0.7) + line(cx + 44, 272, 40, 6, C.navy, 0.3));
  } else if (screen === 'app') {
    o.push(line(cx + 14, 44, 70, 9, C.navy) + circle(cx + 126, 48, 10, C.lightPink));
    o.push(box(cx + 12, 66, 126, 70, 14, C.pink) + line(cx + 24, 82, 60, 8, C.white) + line(cx + 24, 98, 40, 6, C.white, 0.7));
    o.push(`<path d="M${cx + 24} 124L${cx + 50} 110L${cx + 76} 118L${cx + 104} 100L${cx + 126} 106" stroke="${C.white}" stroke-width="4" fill="none" stroke-linecap="round"/>`);
    const cols = [C.teal, C.gold, C.navy, C.pinkSoft, C.tealLight, C.pink];
    cols.forEach((c, i) => o.push(box(cx + 12 + (i % 3) * 44, 150 + Math.floor(i / 3) * 46, 38, 38, 10, c)));
    o.push(box(cx + 12, 250, 126, 44, 12, '#f4f5fb') + circle(cx + 32, 272, 10, C.gold) + line(cx + 50, 266, 70, 7, C.navy, 0.6) + line(cx + 50, 278, 46, 6, C.navy, 0.3));
  } else if (screen === 'chat') {
    o.push(box(cx + 12, 46, 96, 30, 12, '#f0f1f8') + box(cx + 42, 86, 96, 30, 12, C.pink) + box(cx + 12, 126, 110, 42, 12, '#f0f1f8'));
    o.push(box(cx + 58, 178, 80, 30, 12, C.pink) + box(cx + 12, 218, 84, 30, 12, '#f0f1f8'));
    o.push(line(cx + 22, 56, 60, 6, C.navy, 0.5) + line(cx + 52, 96, 60, 6, C.white) + line(cx + 22, 136, 80, 6, C.navy, 0.5) + line(cx + 22, 150, 50, 6, C.navy, 0.5));
    o.push(line(cx + 68, 188, 54, 6, C.white) + line(cx + 22, 228, 56, 6, C.navy, 0.5));
    o.push(box(cx + 10, 262, 130, 32, 16, '#f0f1f8') + circle(cx + 122, 278, 11, C.teal));
  } else if (screen === 'video') {
    o.push(box(cx + 10, 40, 130, 140, 14, C.navy) + `<path d="M${cx + 64} 88v44l36-22z" fill="${C.white}"/>`);
    o.push(line(cx + 14, 196, 110, 8, C.navy, 0.7) + line(cx + 14, 212, 70, 7, C.navy, 0.3));
    o.push(box(cx + 12, 232, 126, 8, 4, '#eceef7') + box(cx + 12, 232, 70, 8, 4, C.pink));
    o.push(box(cx + 10, 254, 60, 40, 10, C.goldSoft) + box(cx + 80, 254, 60, 40, 10, C.tealSoft));
  } else if (screen === 'map') {
    o.push(box(cx, 30, 150, 278, 0, '#eef3ea'));
    o.push(`<path d="M${cx} 120L${cx + 150} 80M${cx + 40} 30L${cx + 90} 308M${cx} 230L${cx + 150} 250" stroke="${C.white}" stroke-width="12"/>`);
    o.push(`<path d="M${cx + 110} 30h40v70h-40zM${cx} 250h30v58h-30z" fill="${C.tealSoft}"/>`);
    o.push(g(cx + 58, 120, 0.9, pin(C.pink)));
  } else {
    o.push(line(cx + 14, 44, 70, 9, C.navy));
    o.push(box(cx + 12, 64, 126, 110, 14, C.goldSoft) + `<path d="M${cx + 52} 96h46l6 60h-58z" fill="${C.pink}"/><path d="M${cx + 62} 98a13 13 0 0 1 26 0" stroke="${C.pinkDark}" stroke-width="5" fill="none"/>`);
    o.push(line(cx + 14, 188, 90, 9, C.navy, 0.7) + line(cx + 14, 206, 50, 9, C.pink));
    o.push(box(cx + 12, 250, 126, 40, 20, C.navy) + line(cx + 44, 266, 62, 8, C.white));
  }
  return o.join('');
}

/** Laptop, 460 x 300 (screen content drawn in a 340 x 210 area at 60,16). */
function laptop(screen: string, frame: string = C.deep): string {
  return (
    `<rect x="56" y="16" width="356" height="250" rx="16" fill="${C.deep}" opacity="0.16"/>` +
    box(46, 0, 368, 250, 16, frame) +
    box(60, 14, 340, 212, 6, C.white) +
    g(60, 14, 1, screen) +
    `<path d="M0 250H460L440 280H20Z" fill="#c9cde0"/>` +
    `<path d="M190 250h80l-6 8h-68z" fill="#a9aec6"/>`
  );
}

/** Screen contents sized 340 x 212. */
const screens = {
  dashboard(): string {
    const o = [box(0, 0, 340, 212, 0, '#f6f7fc'), box(0, 0, 70, 212, 0, C.navy)];
    for (let i = 0; i < 5; i++) o.push(line(14, 24 + i * 26, 42, 8, C.white, i === 1 ? 1 : 0.35));
    o.push(box(84, 14, 76, 50, 10, C.white) + box(170, 14, 76, 50, 10, C.white) + box(256, 14, 72, 50, 10, C.white));
    o.push(line(94, 26, 40, 7, C.navy, 0.4) + line(94, 42, 50, 10, C.pink) + line(180, 26, 40, 7, C.navy, 0.4) + line(180, 42, 44, 10, C.teal) + line(266, 26, 40, 7, C.navy, 0.4) + line(266, 42, 36, 10, C.gold));
    o.push(box(84, 76, 160, 122, 10, C.white));
    const hs = [40, 62, 50, 80, 70, 96];
    hs.forEach((h, i) => o.push(box(98 + i * 24, 186 - h, 14, h, 4, i === 5 ? C.pink : C.navySoft)));
    o.push(box(254, 76, 74, 122, 10, C.white));
    o.push(`<circle cx="291" cy="122" r="24" fill="none" stroke="${C.navyMist}" stroke-width="12"/><circle cx="291" cy="122" r="24" fill="none" stroke="${C.teal}" stroke-width="12" stroke-dasharray="100 151" transform="rotate(-90 291 122)"/>`);
    o.push(line(266, 164, 50, 7, C.navy, 0.4) + line(266, 178, 36, 7, C.navy, 0.25));
    return o.join('');
  },
  code(): string {
    const o = [box(0, 0, 340, 212, 0, C.deep)];
    const rows: [number, number, string][] = [
      [0, 60, C.pink], [0, 110, C.gold], [1, 90, C.tealLight], [2, 140, C.white], [2, 70, C.pinkSoft], [1, 50, C.tealLight], [0, 30, C.gold], [0, 120, C.pink], [1, 160, C.white], [1, 80, C.tealLight],
    ];
    rows.forEach(([ind, w, c], i) => {
      o.push(line(14, 16 + i * 19, 12, 6, C.white, 0.2));
      o.push(line(40 + ind * 22, 16 + i * 19, w, 7, c, c === C.white ? 0.6 : 0.9));
    });
    return o.join('');
  },
  video(): string {
    return (
      box(0, 0, 340, 212, 0, C.navy) +
      circle(170, 92, 38, C.pink) +
      `<path d="M158 72v40l34-20z" fill="${C.white}"/>` +
      box(20, 172, 300, 8, 4, C.white, ' opacity="0.25"') +
      box(20, 172, 130, 8, 4, C.gold) +
      circle(150, 176, 8, C.white) +
      line(20, 192, 60, 6, C.white, 0.4)
    );
  },
  lesson(): string {
    const o = [box(0, 0, 340, 212, 0, '#f6f7fc'), box(12, 12, 200, 124, 10, C.navy)];
    o.push(circle(112, 74, 26, C.pink) + `<path d="M104 60v28l24-14z" fill="${C.white}"/>`);
    o.push(line(12, 150, 160, 10, C.navy, 0.8) + line(12, 170, 120, 8, C.navy, 0.35) + line(12, 186, 180, 8, C.navy, 0.35));
    for (let i = 0; i < 4; i++) {
      o.push(box(224, 12 + i * 48, 104, 40, 8, C.white) + circle(242, 32 + i * 48, 9, i < 2 ? C.teal : C.line));
      if (i < 2) o.push(`<path d="M${237} ${32 + i * 48}l4 4l7-8" stroke="${C.white}" stroke-width="3" fill="none" stroke-linecap="round"/>`);
      o.push(line(258, 28 + i * 48, 56, 7, C.navy, 0.5));
    }
    return o.join('');
  },
  spreadsheet(): string {
    const o = [box(0, 0, 340, 212, 0, C.white), box(0, 0, 340, 26, 0, C.teal)];
    o.push(line(12, 9, 60, 8, C.white, 0.8) + line(84, 9, 40, 8, C.white, 0.5));
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 5; c++) {
        const x = 30 + c * 62;
        const y = 34 + r * 22;
        const hi = (r === 3 && c === 2) || (r === 5 && c === 3);
        o.push(box(x, y, 58, 18, 2, hi ? C.goldSoft : r === 0 ? C.tealSoft : '#f4f6f8', hi ? ` stroke="${C.gold}" stroke-width="2"` : ''));
        if (r > 0 && (r + c) % 3 !== 0) o.push(line(x + 6, y + 6, 20 + ((r * 7 + c * 13) % 26), 6, C.navy, 0.35));
      }
      o.push(line(8, 40 + r * 22, 14, 6, C.navy, 0.3));
    }
    return o.join('');
  },
  ai(): string {
    const o = [box(0, 0, 340, 212, 0, C.deep)];
    o.push(g(70, 16, 0.5, neural(C.white)));
    o.push(line(12, 190, 120, 8, C.white, 0.3));
    return o.join('');
  },
};

/** Map pin, 80 x 110 (tip at 40,110). */
function pin(color: string = C.pink): string {
  return `<path d="M40 110C40 110 0 66 0 40A40 40 0 0 1 80 40C80 66 40 110 40 110Z" fill="${color}"/>` + circle(40, 40, 16, C.white);
}

/** Gear, centred at 0,0 with radius r. */
function gear(r: number, fill: string, teeth = 8, hole: string = C.white): string {
  const o: string[] = [];
  const tw = (r * 0.5).toFixed(1);
  for (let i = 0; i < teeth; i++) {
    o.push(`<rect x="${-Number(tw) / 2}" y="${-r * 1.22}" width="${tw}" height="${r * 0.5}" rx="${r * 0.08}" fill="${fill}" transform="rotate(${(360 / teeth) * i})"/>`);
  }
  o.push(circle(0, 0, r, fill) + circle(0, 0, r * 0.42, hole));
  return o.join('');
}

/** Shield with a tick, 200 x 240. */
function shield(fill: string = C.teal, tick: string = C.white): string {
  return (
    `<path d="M108 20L200 52V120C200 182 158 224 108 244C58 224 16 182 16 120V52Z" fill="${C.deep}" opacity="0.16"/>` +
    `<path d="M100 8L192 40V108C192 170 150 212 100 232C50 212 8 170 8 108V40Z" fill="${fill}"/>` +
    `<path d="M100 8L192 40V108C192 170 150 212 100 232Z" fill="${C.deep}" opacity="0.14"/>` +
    `<path d="M60 118L90 148L144 92" stroke="${tick}" stroke-width="20" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** Padlock, 120 x 150. */
function padlock(body: string = C.gold, shackle: string = C.navy): string {
  return (
    `<path d="M28 66V44A32 32 0 0 1 92 44V66" stroke="${shackle}" stroke-width="16" fill="none"/>` +
    box(0, 60, 120, 90, 18, body) +
    circle(60, 98, 12, C.deep) +
    box(55, 100, 10, 26, 5, C.deep)
  );
}

/** Key, 160 x 60. */
function key(fill: string = C.gold): string {
  return circle(30, 30, 28, fill) + circle(30, 30, 11, C.white) + box(50, 22, 106, 16, 6, fill) + box(118, 36, 12, 20, 3, fill) + box(138, 36, 12, 16, 3, fill);
}

/** Server rack, 180 x 260. */
function serverRack(fill: string = C.navy): string {
  const o = [shadowBox(0, 0, 180, 260, 16), box(0, 0, 180, 260, 16, fill)];
  for (let i = 0; i < 4; i++) {
    const y = 18 + i * 60;
    o.push(box(16, y, 148, 46, 10, shade(fill, 0.12)));
    o.push(circle(36, y + 23, 6, i === 1 ? C.gold : C.tealLight) + circle(56, y + 23, 6, C.pink));
    for (let k = 0; k < 5; k++) o.push(box(84 + k * 14, y + 12, 6, 22, 3, C.white, ' opacity="0.35"'));
  }
  return o.join('');
}

/** Cloud, 240 x 140. */
function cloud(fill: string = C.white): string {
  return `<path d="M60 140A56 56 0 0 1 52 29A62 62 0 0 1 166 34A52 52 0 0 1 190 140Z" fill="${fill}"/>`;
}

/** Magnifying glass, 200 x 200. */
function magnifier(rim: string = C.navy, glass: string = C.lightPink): string {
  return (
    `<path d="M132 132L188 188" stroke="${rim}" stroke-width="26" stroke-linecap="round"/>` +
    circle(80, 80, 70, glass) +
    circle(80, 80, 70, 'none', ` stroke="${rim}" stroke-width="18"`) +
    `<path d="M44 70A38 38 0 0 1 76 40" stroke="${C.white}" stroke-width="10" fill="none" stroke-linecap="round"/>`
  );
}

/** Megaphone, 220 x 180. */
function megaphone(fill: string = C.pink): string {
  return (
    `<path d="M30 60H70L170 10V170L70 120H30A20 20 0 0 1 10 100V80A20 20 0 0 1 30 60Z" fill="${fill}"/>` +
    `<path d="M70 60L170 10V170L70 120Z" fill="${C.white}" opacity="0.18"/>` +
    `<path d="M44 120L60 176H88L76 120Z" fill="${C.pinkDark}"/>` +
    `<path d="M190 64Q206 90 190 116M200 40Q230 90 200 140" stroke="${C.gold}" stroke-width="9" fill="none" stroke-linecap="round"/>`
  );
}

/** Five-point star centred at 0,0. */
function star(r: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${n2(Math.cos(a) * rad)} ${n2(Math.sin(a) * rad)}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${fill}" stroke="${fill}" stroke-width="${n2(r * 0.12)}" stroke-linejoin="round"/>`;
}

/** Rating card, 260 x 90: avatar + stars. */
function ratingCard(stars = 5, avatar: string = C.pink): string {
  const o = [shadowBox(0, 0, 260, 90, 16), box(0, 0, 260, 90, 16, C.white), circle(44, 45, 26, avatar)];
  o.push(circle(44, 38, 9, C.white, ' opacity="0.9"') + `<path d="M28 62a16 14 0 0 1 32 0z" fill="${C.white}" opacity="0.9"/>`);
  for (let i = 0; i < 5; i++) o.push(g(96 + i * 32, 34, 1, star(12, i < stars ? C.gold : C.line)));
  o.push(line(84, 60, 140, 8, C.navy, 0.25));
  return o.join('');
}

/** Speech bubble, 160 x 120. */
function bubble(fill: string, inner = ''): string {
  return `<path d="M20 0H140A20 20 0 0 1 160 20V80A20 20 0 0 1 140 100H60L30 122V100H20A20 20 0 0 1 0 80V20A20 20 0 0 1 20 0Z" fill="${fill}"/>` + inner;
}

/** Heart centred at 0,0 with size s (about 2s wide). */
function heart(s: number, fill: string): string {
  return `<path d="M0 ${n2(s * 0.9)}C${n2(-s * 1.3)} ${n2(s * 0.05)} ${n2(-s * 1.1)} ${n2(-s * 0.95)} ${n2(-s * 0.5)} ${n2(-s * 0.95)}C${n2(-s * 0.2)} ${n2(-s * 0.95)} 0 ${n2(-s * 0.7)} 0 ${n2(-s * 0.5)}C0 ${n2(-s * 0.7)} ${n2(s * 0.2)} ${n2(-s * 0.95)} ${n2(s * 0.5)} ${n2(-s * 0.95)}C${n2(s * 1.1)} ${n2(-s * 0.95)} ${n2(s * 1.3)} ${n2(s * 0.05)} 0 ${n2(s * 0.9)}Z" fill="${fill}"/>`;
}

/** Envelope, 200 x 130. */
function envelope(fill: string = C.white, flap: string = C.pink): string {
  return (
    shadowBox(0, 0, 200, 130, 12) +
    box(0, 0, 200, 130, 12, fill) +
    `<path d="M6 8L100 76L194 8" stroke="${flap}" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`
  );
}

/** Bar chart card, 260 x 200. */
function barCard(colors: string[] = [C.navySoft, C.navySoft, C.teal, C.pink], bg: string = C.white): string {
  const o = [shadowBox(0, 0, 260, 200, 18), box(0, 0, 260, 200, 18, bg), line(22, 22, 90, 10, C.navy, 0.7), line(22, 40, 60, 8, C.navy, 0.3)];
  const hs = [50, 78, 104, 136];
  hs.forEach((h, i) => o.push(box(34 + i * 54, 178 - h, 34, h, 6, colors[i % colors.length]!)));
  return o.join('');
}

/** Line chart card with a rising arrow, 300 x 200. */
function growthCard(stroke: string = C.pink, bg: string = C.white): string {
  const o = [shadowBox(0, 0, 300, 200, 18), box(0, 0, 300, 200, 18, bg)];
  for (let i = 0; i < 4; i++) o.push(line(24, 60 + i * 34, 252, 2, C.line));
  o.push(`<path d="M28 168L88 130L130 148L190 90L250 50" stroke="${stroke}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
  o.push(`<path d="M28 168L88 130L130 148L190 90L250 50V176H28Z" fill="${stroke}" opacity="0.12"/>`);
  o.push(`<path d="M228 38L272 34L262 76Z" fill="${stroke}"/>`);
  o.push(line(24, 20, 80, 10, C.navy, 0.7));
  return o.join('');
}

/** Donut chart, centred at 0,0 radius r. */
function donut(r: number, parts: [number, string][], track: string = C.navyMist): string {
  const circ = 2 * Math.PI * r;
  let off = 0;
  const o = [`<circle r="${r}" fill="none" stroke="${track}" stroke-width="${n2(r * 0.42)}"/>`];
  for (const [frac, col] of parts) {
    o.push(`<circle r="${r}" fill="none" stroke="${col}" stroke-width="${n2(r * 0.42)}" stroke-dasharray="${n2(frac * circ)} ${n2(circ)}" stroke-dashoffset="${n2(-off * circ)}" transform="rotate(-90)"/>`);
    off += frac;
  }
  return o.join('');
}

/** Target with an arrow, 220 x 220. */
function target(): string {
  return (
    circle(100, 120, 100, C.pink) +
    circle(100, 120, 74, C.white) +
    circle(100, 120, 50, C.pink) +
    circle(100, 120, 26, C.white) +
    circle(100, 120, 10, C.pink) +
    `<path d="M100 120L196 24" stroke="${C.navy}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M186 10L214 6L210 34L196 24Z" fill="${C.gold}"/><path d="M176 22L196 24L194 44" fill="none" stroke="${C.gold}" stroke-width="9" stroke-linejoin="round"/>`
  );
}

/** Funnel, 200 x 220. */
function funnel(): string {
  return (
    `<path d="M0 0H200L176 52H24Z" fill="${C.pink}"/>` +
    `<path d="M30 66H170L148 118H52Z" fill="${C.gold}"/>` +
    `<path d="M58 132H142L124 180H76Z" fill="${C.teal}"/>` +
    `<path d="M82 194H118V220H82Z" fill="${C.navy}"/>`
  );
}

/** Coin stack, 120 x 120. */
function coins(): string {
  const o: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = 96 - i * 18;
    o.push(`<ellipse cx="60" cy="${y + 10}" rx="56" ry="18" fill="${shade(C.gold, -0.2)}"/><rect x="4" y="${y - 8}" width="112" height="18" fill="${shade(C.gold, -0.2)}"/><ellipse cx="60" cy="${y - 8}" rx="56" ry="18" fill="${C.gold}"/>`);
  }
  o.push(`<ellipse cx="60" cy="34" rx="30" ry="9" fill="none" stroke="${C.goldSoft}" stroke-width="4"/>`);
  return o.join('');
}

/** Code window, 320 x 220. */
function codeWindow(dark = true): string {
  const bg = dark ? C.deep : C.white;
  const o = [shadowBox(0, 0, 320, 220, 16), box(0, 0, 320, 220, 16, bg)];
  o.push(circle(22, 20, 6, C.pink) + circle(42, 20, 6, C.gold) + circle(62, 20, 6, C.tealLight));
  const rows: [number, number, string][] = [
    [0, 70, C.pink], [1, 120, C.tealLight], [2, 90, C.gold], [2, 150, dark ? C.white : C.navy], [1, 60, C.tealLight], [0, 40, C.pink], [0, 110, C.gold], [1, 80, dark ? C.white : C.navy],
  ];
  rows.forEach(([ind, w, c], i) => o.push(line(24 + ind * 24, 46 + i * 20, w, 8, c, c === C.white ? 0.55 : 0.9)));
  return o.join('');
}

/** Angle-bracket code badge, 120 x 120. */
function codeBadge(fill: string = C.pink): string {
  return (
    circle(60, 60, 60, fill) +
    `<path d="M48 38L26 60L48 82M72 38L94 60L72 82" stroke="${C.white}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** Graduation cap, 220 x 150. */
function gradCap(fill: string = C.navy, tassel: string = C.gold): string {
  return (
    `<path d="M50 70V118C50 118 80 142 110 142C140 142 170 118 170 118V70Z" fill="${shade(fill, -0.2)}"/>` +
    `<path d="M110 0L220 48L110 96L0 48Z" fill="${fill}"/>` +
    `<path d="M110 48L190 64V112" stroke="${tassel}" stroke-width="6" fill="none"/>` +
    circle(110, 48, 8, tassel) +
    `<path d="M182 110h16l-4 26h-8z" fill="${tassel}"/>`
  );
}

/** Open book, 240 x 150. */
function book(left: string = C.pink, right: string = C.teal): string {
  const o = [
    `<path d="M120 30C90 10 40 8 0 18V146C40 136 90 138 120 158Z" fill="${left}"/>`,
    `<path d="M120 30C150 10 200 8 240 18V146C200 136 150 138 120 158Z" fill="${right}"/>`,
    `<path d="M120 36C96 20 54 18 18 26V132C54 124 96 128 120 142Z" fill="${C.white}"/>`,
    `<path d="M120 36C144 20 186 18 222 26V132C186 124 144 128 120 142Z" fill="#f4f5fb"/>`,
  ];
  for (let i = 0; i < 4; i++) {
    o.push(`<path d="M34 ${46 + i * 20}Q70 ${40 + i * 20} 104 ${50 + i * 20}" stroke="${C.navy}" stroke-opacity="0.3" stroke-width="5" fill="none" stroke-linecap="round"/>`);
    o.push(`<path d="M136 ${50 + i * 20}Q170 ${40 + i * 20} 206 ${46 + i * 20}" stroke="${C.navy}" stroke-opacity="0.3" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  }
  return o.join('');
}

/** Neural network diagram, 440 x 300. */
function neural(linkColor: string = C.navy): string {
  const layers = [
    [60, 150, 240],
    [40, 110, 180, 250],
    [60, 150, 240],
    [110, 190],
  ];
  const xs = [20, 160, 300, 420];
  const cols = [C.pink, C.gold, C.teal, C.pink];
  const o: string[] = [];
  for (let l = 0; l < layers.length - 1; l++) {
    for (const y1 of layers[l]!) for (const y2 of layers[l + 1]!) o.push(`<path d="M${xs[l]} ${y1}L${xs[l + 1]} ${y2}" stroke="${linkColor}" stroke-opacity="0.35" stroke-width="4"/>`);
  }
  layers.forEach((ys, l) => ys.forEach((y) => o.push(circle(xs[l]!, y, 20, cols[l]!) + circle(xs[l]!, y, 8, C.white, ' opacity="0.7"'))));
  return o.join('');
}

/** Friendly robot head, 200 x 220. */
function robot(fill: string = C.white, face: string = C.navy): string {
  return (
    `<path d="M100 0V30" stroke="${C.navy}" stroke-width="8"/>` +
    circle(100, 8, 12, C.pink) +
    box(0, 78, 22, 56, 10, C.gold) +
    box(178, 78, 22, 56, 10, C.gold) +
    box(16, 30, 168, 150, 40, fill) +
    box(38, 58, 124, 84, 26, face) +
    circle(74, 96, 14, C.tealLight) +
    circle(126, 96, 14, C.tealLight) +
    `<path d="M82 122Q100 134 118 122" stroke="${C.white}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    box(60, 186, 80, 34, 12, C.pink)
  );
}

/** Light bulb, 140 x 200. */
function bulb(fill: string = C.gold): string {
  return (
    `<path d="M70 0A70 70 0 0 1 110 128V146H30V128A70 70 0 0 1 70 0Z" fill="${fill}"/>` +
    `<path d="M44 40A36 36 0 0 1 70 26" stroke="${C.white}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.8"/>` +
    box(30, 154, 80, 14, 7, C.navy) +
    box(38, 174, 64, 14, 7, C.navy) +
    box(52, 190, 36, 10, 5, C.navy)
  );
}

/** Rocket, 140 x 240 (pointing up). */
function rocket(): string {
  return (
    `<path d="M70 0C110 40 118 100 108 170H32C22 100 30 40 70 0Z" fill="${C.white}"/>` +
    `<path d="M70 0C110 40 118 100 108 170H70Z" fill="${C.navyMist}"/>` +
    circle(70, 84, 20, C.teal) +
    circle(70, 84, 11, C.tealSoft) +
    `<path d="M32 120L0 170V196L34 170Z" fill="${C.pink}"/><path d="M108 120L140 170V196L106 170Z" fill="${C.pink}"/>` +
    `<path d="M46 176H94L84 206H56Z" fill="${C.navy}"/>` +
    `<path d="M56 206C60 230 70 240 70 240C70 240 80 230 84 206Z" fill="${C.gold}"/>`
  );
}

/** Document page, 180 x 230. */
function docPage(accent: string = C.pink, imageTop = true): string {
  const o = [shadowBox(0, 0, 180, 230, 14), box(0, 0, 180, 230, 14, C.white)];
  if (imageTop) {
    o.push(box(18, 18, 144, 76, 10, shade(accent, 0.8)));
    o.push(`<path d="M30 86L70 48L98 74L116 58L150 86Z" fill="${accent}" opacity="0.85"/>` + circle(132, 40, 10, C.gold));
  } else {
    o.push(line(18, 26, 110, 12, C.navy, 0.8) + line(18, 50, 140, 8, C.navy, 0.3) + line(18, 66, 124, 8, C.navy, 0.3) + line(18, 82, 100, 8, C.navy, 0.3));
  }
  for (let i = 0; i < 5; i++) o.push(line(18, 112 + i * 20, [144, 130, 144, 110, 80][i]!, 8, C.navy, i === 0 ? 0.7 : 0.28));
  return o.join('');
}

/** Pencil, 40 x 220 (pointing down). */
function pencil(fill: string = C.gold): string {
  return (
    box(4, 0, 32, 26, 6, C.pink) +
    box(4, 24, 32, 14, 0, '#c9cde0') +
    box(4, 38, 32, 140, 0, fill) +
    box(20, 38, 16, 140, 0, shade(fill, -0.15)) +
    `<path d="M4 178H36L20 220Z" fill="#f5d6b0"/><path d="M14 206H26L20 220Z" fill="${C.navy}"/>`
  );
}

/** Shopping bag, 160 x 180. */
function bag(fill: string = C.pink): string {
  return (
    `<path d="M52 52V40A28 28 0 0 1 108 40V52" stroke="${C.navy}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M14 44H146L160 180H0Z" fill="${fill}"/>` +
    `<path d="M80 44H146L160 180H80Z" fill="${C.deep}" opacity="0.12"/>` +
    circle(52, 66, 6, C.navy) +
    circle(108, 66, 6, C.navy)
  );
}

/** Shopping cart, 200 x 170. */
function cart(fill: string = C.navy): string {
  return (
    `<path d="M8 12H38L60 118H168L190 42H48" stroke="${fill}" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M56 54H178L164 104H66Z" fill="${C.gold}"/>` +
    circle(74, 150, 16, fill) +
    circle(156, 150, 16, fill)
  );
}

/** Payment card, 220 x 140. */
function payCard(fill: string = C.teal): string {
  return shadowBox(0, 0, 220, 140, 16) + box(0, 0, 220, 140, 16, fill) + box(0, 28, 220, 24, 0, C.deep, ' opacity="0.45"') + box(20, 72, 40, 30, 6, C.gold) + line(20, 114, 120, 8, C.white, 0.6) + circle(176, 110, 14, C.pink, ' opacity="0.9"') + circle(194, 110, 14, C.gold, ' opacity="0.9"');
}

/** Globe, centred at 0,0 radius r. */
function globe(r: number, fill: string = C.teal, lines: string = C.white): string {
  return (
    circle(0, 0, r, fill) +
    `<g fill="none" stroke="${lines}" stroke-opacity="0.6" stroke-width="${n2(r * 0.06)}">` +
    `<circle r="${r}"/><ellipse rx="${n2(r * 0.45)}" ry="${r}"/><path d="M${-r} 0H${r}M${n2(-r * 0.87)} ${n2(-r * 0.5)}H${n2(r * 0.87)}M${n2(-r * 0.87)} ${n2(r * 0.5)}H${n2(r * 0.87)}M0 ${-r}V${r}"/></g>`
  );
}

/** Contact card (CRM), 240 x 110. */
function contactCard(avatar: string = C.pink, tag: string = C.teal): string {
  return (
    shadowBox(0, 0, 240, 110, 16) +
    box(0, 0, 240, 110, 16, C.white) +
    circle(50, 55, 30, avatar) +
    circle(50, 46, 10, C.white, ' opacity="0.9"') +
    `<path d="M32 74a18 15 0 0 1 36 0z" fill="${C.white}" opacity="0.9"/>` +
    line(96, 30, 110, 10, C.navy, 0.8) +
    line(96, 52, 80, 8, C.navy, 0.3) +
    box(96, 70, 60, 20, 10, tag)
  );
}

/** Calendar, 200 x 190. */
function calendar(accent: string = C.pink): string {
  const o = [shadowBox(0, 0, 200, 190, 16), box(0, 0, 200, 190, 16, C.white), `<path d="M0 16A16 16 0 0 1 16 0H184A16 16 0 0 1 200 16V46H0Z" fill="${accent}"/>`];
  o.push(box(44, -12, 12, 30, 6, C.navy) + box(144, -12, 12, 30, 6, C.navy));
  for (let r = 0; r < 4; r++) for (let c = 0; c < 5; c++) o.push(box(18 + c * 34, 60 + r * 30, 26, 22, 6, r === 2 && c === 3 ? C.gold : '#f0f1f8'));
  return o.join('');
}

/** Flowchart, 420 x 260: nodes with connectors (automation). */
function flowchart(): string {
  const o: string[] = [];
  const link = (d: string) => `<path d="${d}" stroke="${C.white}" stroke-opacity="0.7" stroke-width="6" fill="none" stroke-linecap="round" stroke-dasharray="2 14"/>`;
  o.push(link('M90 60H200M250 100V160M300 200H340'));
  o.push(link('M250 100C330 100 330 60 360 60'));
  o.push(box(0, 30, 90, 60, 14, C.pink) + `<path d="M32 48v24l20-12z" fill="${C.white}"/>`);
  o.push(`<path d="M250 10L300 60L250 110L200 60Z" fill="${C.gold}"/>` + circle(250, 60, 12, C.white));
  o.push(box(360, 30, 60, 60, 30, C.teal) + `<path d="M376 60l10 10l18-20" stroke="${C.white}" stroke-width="7" fill="none" stroke-linecap="round"/>`);
  o.push(box(200, 160, 100, 64, 14, C.white) + line(216, 178, 60, 8, C.navy, 0.7) + line(216, 196, 40, 8, C.navy, 0.35));
  o.push(box(340, 170, 80, 60, 14, C.pinkSoft) + g(380, 200, 1, gear(14, C.white, 8, C.pinkSoft)));
  return o.join('');
}

/** Toggle switch, 100 x 50. */
function toggle(on: boolean, fill: string = C.teal): string {
  return box(0, 0, 100, 50, 25, on ? fill : C.line) + circle(on ? 75 : 25, 25, 19, C.white);
}

/** Store front, 260 x 220. */
function store(): string {
  const o = [shadowBox(10, 40, 240, 180, 6), box(10, 40, 240, 180, 6, C.navyMist), box(0, 14, 260, 40, 8, C.navy), line(70, 29, 120, 10, C.white, 0.8)];
  for (let i = 0; i < 6; i++) o.push(`<path d="M${n2(i * 43.33)} 54h43.33v18a21.67 21.67 0 0 1-43.33 0z" fill="${i % 2 ? C.white : C.pink}"/>`);
  o.push(box(30, 116, 90, 104, 6, C.teal) + box(38, 124, 74, 96, 4, C.tealSoft) + circle(100, 172, 5, C.navy));
  o.push(box(146, 116, 86, 64, 6, C.white) + box(154, 124, 70, 48, 4, C.goldSoft) + box(0, 214, 260, 10, 5, C.navy));
  return o.join('');
}

/** Certificate, 260 x 190. */
function certificate(): string {
  return (
    shadowBox(0, 0, 260, 190, 14) +
    box(0, 0, 260, 190, 14, C.white) +
    box(12, 12, 236, 166, 10, 'none', ` stroke="${C.gold}" stroke-width="4"`) +
    line(60, 40, 140, 12, C.navy, 0.8) +
    line(80, 66, 100, 8, C.navy, 0.3) +
    line(50, 90, 160, 8, C.navy, 0.3) +
    circle(130, 138, 26, C.pink) +
    `<path d="M116 160L108 186L122 180L130 190L134 162Z" fill="${C.pinkDark}"/><path d="M144 160L152 186L138 180L130 190L126 162Z" fill="${C.pinkDark}"/>` +
    circle(130, 138, 26, C.pink) +
    g(130, 138, 1, star(13, C.white))
  );
}

/** Briefcase, 220 x 170. */
function briefcase(fill: string = C.navy): string {
  return (
    `<path d="M78 30V18A12 12 0 0 1 90 6H130A12 12 0 0 1 142 18V30" stroke="${shade(fill, -0.2)}" stroke-width="12" fill="none"/>` +
    box(0, 30, 220, 140, 18, fill) +
    box(0, 30, 220, 64, 18, shade(fill, 0.12)) +
    box(94, 82, 32, 28, 6, C.gold)
  );
}

/** Monitor with stand, 300 x 260. */
function monitor(screen: string): string {
  return (
    `<path d="M130 200H170L180 240H120Z" fill="#a9aec6"/>` +
    box(90, 236, 120, 14, 7, '#c9cde0') +
    box(0, 0, 300, 206, 16, C.deep) +
    box(12, 12, 276, 172, 6, C.white) +
    `<g transform="translate(12 12) scale(${n2(276 / 340)} ${n2(172 / 212)})">${screen}</g>`
  );
}

/** Keyboard, 260 x 70. */
function keyboard(): string {
  const o = [box(0, 0, 260, 70, 12, '#c9cde0')];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 11; c++) o.push(box(10 + c * 22 + (r === 1 ? 6 : 0), 8 + r * 18, 16, 12, 3, C.white));
  return o.join('');
}

/** Mouse, 60 x 90. */
function mouse(): string {
  return box(0, 0, 60, 90, 30, '#c9cde0') + `<path d="M30 0V34M0 34H60" stroke="${C.white}" stroke-width="4"/>` + box(26, 12, 8, 16, 4, C.pink);
}

/** Database cylinder, 140 x 170. */
function database(fill: string = C.teal): string {
  const o: string[] = [];
  for (let i = 2; i >= 0; i--) {
    const y = 30 + i * 46;
    o.push(`<path d="M0 ${y}V${y + 40}A70 20 0 0 0 140 ${y + 40}V${y}Z" fill="${shade(fill, -0.12 * (i % 2))}"/>`);
    o.push(`<ellipse cx="70" cy="${y}" rx="70" ry="20" fill="${shade(fill, 0.2)}"/>`);
  }
  o.push(circle(110, 80, 5, C.gold) + circle(110, 126, 5, C.gold) + circle(110, 172, 5, C.gold));
  return o.join('');
}

/** Terminal window, 260 x 150. */
function terminal(): string {
  return (
    shadowBox(0, 0, 260, 150, 14) +
    box(0, 0, 260, 150, 14, C.navy) +
    circle(20, 18, 5, C.pink) +
    circle(36, 18, 5, C.gold) +
    circle(52, 18, 5, C.tealLight) +
    `<path d="M22 52L40 66L22 80" stroke="${C.tealLight}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    line(52, 60, 120, 9, C.white, 0.7) +
    line(22, 96, 180, 8, C.white, 0.35) +
    line(22, 116, 130, 8, C.white, 0.35) +
    box(140, 112, 16, 14, 2, C.gold)
  );
}

/** Presentation board with a chart, 300 x 260. */
function board(): string {
  return (
    `<path d="M70 200L40 260M230 200L260 260M150 200V260" stroke="${C.navy}" stroke-width="10" stroke-linecap="round"/>` +
    box(0, 0, 300, 210, 14, C.white) +
    box(0, 0, 300, 24, 10, C.navy) +
    g(150, 118, 1, donut(44, [[0.45, C.pink], [0.3, C.gold], [0.25, C.teal]])) +
    line(210, 90, 66, 10, C.navy, 0.7) +
    line(210, 112, 48, 8, C.navy, 0.3) +
    line(210, 130, 56, 8, C.navy, 0.3) +
    line(24, 90, 50, 10, C.navy, 0.7) +
    line(24, 112, 40, 8, C.navy, 0.3)
  );
}

/** Flask, 140 x 190. */
function flask(liquid: string = C.pink): string {
  return (
    `<path d="M46 0H94V16H88V70L136 160A20 20 0 0 1 118 190H22A20 20 0 0 1 4 160L52 70V16H46Z" fill="${C.white}"/>` +
    `<path d="M30 112H110L134 160A20 20 0 0 1 118 186H22A20 20 0 0 1 6 160Z" fill="${liquid}"/>` +
    circle(60, 150, 8, C.white, ' opacity="0.6"') +
    circle(84, 132, 5, C.white, ' opacity="0.6"') +
    circle(70, 40, 6, liquid, ' opacity="0.5"')
  );
}

/** Sparkle centred at 0,0. */
function sparkle(r: number, fill: string): string {
  return `<path d="M0 ${-r}Q${n2(r * 0.16)} ${n2(-r * 0.16)} ${r} 0Q${n2(r * 0.16)} ${n2(r * 0.16)} 0 ${r}Q${n2(-r * 0.16)} ${n2(r * 0.16)} ${-r} 0Q${n2(-r * 0.16)} ${n2(-r * 0.16)} 0 ${-r}Z" fill="${fill}"/>`;
}

/** Potted plant, 120 x 200. */
function plant(): string {
  return (
    `<path d="M60 120C20 100 10 60 20 30C50 50 62 86 60 120Z" fill="${C.teal}"/>` +
    `<path d="M60 120C100 96 110 50 96 20C70 44 56 84 60 120Z" fill="${C.tealLight}"/>` +
    `<path d="M60 124C40 96 46 70 60 50C74 70 80 96 60 124Z" fill="${shade(C.teal, -0.15)}"/>` +
    `<path d="M24 120H96L86 200H34Z" fill="${C.pink}"/>` +
    box(18, 112, 84, 16, 6, C.pinkDark)
  );
}

/** App icon grid tile, 110 x 110. */
function appTile(fill: string, glyph: 'chat' | 'heart' | 'star' | 'play' | 'bell' | 'cart'): string {
  const o = [shadowBox(0, 0, 110, 110, 26), box(0, 0, 110, 110, 26, fill)];
  if (glyph === 'chat') o.push(g(25, 30, 0.38, bubble(C.white)));
  if (glyph === 'heart') o.push(g(55, 57, 1, heart(26, C.white)));
  if (glyph === 'star') o.push(g(55, 57, 1, star(30, C.white)));
  if (glyph === 'play') o.push(`<path d="M44 34v42l34-21z" fill="${C.white}"/>`);
  if (glyph === 'bell') o.push(`<path d="M55 26a22 22 0 0 1 22 22v18l8 10H25l8-10V48a22 22 0 0 1 22-22z" fill="${C.white}"/>` + circle(55, 82, 7, C.white));
  if (glyph === 'cart') o.push(g(24, 30, 0.32, cart(C.white)));
  return o.join('');
}

/** Notification pill, 220 x 64. */
function notification(dot: string = C.pink): string {
  return shadowBox(0, 0, 220, 64, 20) + box(0, 0, 220, 64, 20, C.white) + circle(34, 32, 16, dot) + line(62, 20, 120, 9, C.navy, 0.7) + line(62, 38, 84, 7, C.navy, 0.3);
}

/** Hashtag glyph, 100 x 100. */
function hashtag(fill: string = C.gold): string {
  return `<path d="M36 8L24 92M76 8L64 92M10 34H92M6 66H88" stroke="${fill}" stroke-width="14" stroke-linecap="round"/>`;
}

/** Cursor arrow, 60 x 80. */
function cursor(fill: string = C.white): string {
  return `<path d="M0 0L56 40L32 46L46 74L34 80L20 52L0 68Z" fill="${fill}" stroke="${C.navy}" stroke-width="5" stroke-linejoin="round"/>`;
}

/** Bug (security threat), 120 x 130, crossed out. */
function bug(): string {
  return (
    `<path d="M24 50L4 40M24 80H0M28 108L8 124M96 50L116 40M96 80H120M92 108L112 124" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/>` +
    `<ellipse cx="60" cy="84" rx="38" ry="46" fill="${C.pink}"/>` +
    circle(60, 34, 22, C.navy) +
    `<path d="M60 44V126" stroke="${C.pinkDark}" stroke-width="5"/>`
  );
}

/** Wi-fi style signal arcs, 120 x 100. */
function signal(fill: string = C.tealLight): string {
  return (
    `<path d="M10 40A72 72 0 0 1 110 40M28 62A46 46 0 0 1 92 62M46 82A20 20 0 0 1 74 82" stroke="${fill}" stroke-width="12" fill="none" stroke-linecap="round"/>` + circle(60, 96, 8, fill)
  );
}

/** Uptime strip, 300 x 80. */
function uptime(): string {
  const o = [shadowBox(0, 0, 300, 80, 16), box(0, 0, 300, 80, 16, C.white), circle(30, 40, 12, C.teal)];
  for (let i = 0; i < 14; i++) o.push(box(56 + i * 16, 24, 10, 32, 4, i === 9 ? C.gold : C.tealLight));
  return o.join('');
}

/** Pipeline board (CRM), 420 x 260. */
function pipeline(): string {
  const o = [shadowBox(0, 0, 420, 260, 20), box(0, 0, 420, 260, 20, C.white)];
  const heads = [C.pink, C.gold, C.teal];
  for (let c = 0; c < 3; c++) {
    const x = 18 + c * 134;
    o.push(box(x, 18, 116, 224, 12, '#f4f5fb') + box(x + 10, 28, 60, 10, 5, heads[c]!));
    const count = [3, 2, 2][c]!;
    for (let k = 0; k < count; k++) {
      const y = 52 + k * 62;
      o.push(box(x + 8, y, 100, 52, 10, C.white) + circle(x + 26, y + 26, 12, [C.navySoft, C.pinkSoft, C.tealLight, C.gold][(c + k) % 4]!));
      o.push(line(x + 44, y + 16, 52, 7, C.navy, 0.6) + line(x + 44, y + 30, 36, 7, C.navy, 0.3));
    }
  }
  return o.join('');
}

/** Photo card, 200 x 150. */
function photoCard(bg: string = C.lightPink, hill: string = C.pink): string {
  return shadowBox(0, 0, 200, 150, 14) + box(0, 0, 200, 150, 14, C.white) + box(12, 12, 176, 126, 8, bg) + `<path d="M24 126L80 66L116 104L140 82L176 126Z" fill="${hill}"/>` + circle(150, 44, 14, C.gold);
}

/** Tiny person bust in a circle, for team/people clusters. Box 120 x 120. */
function faceBadge(p: Person, bg: string): string {
  const id = `fb${Math.abs(hashStr(JSON.stringify(p) + bg))}`;
  return (
    `<clipPath id="${id}"><circle cx="60" cy="60" r="60"/></clipPath>` +
    circle(60, 60, 60, bg) +
    `<g clip-path="url(#${id})"><g transform="translate(-24 -8) scale(0.42)">${person(p)}</g></g>`
  );
}

function hashStr(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

// ---------------------------------------------------------------- scenes
// A "stage" is a 640 x 480 cluster of motifs. Backgrounds place one stage.

const PEOPLE: Record<string, Person> = {
  a: { skin: SKIN[2], hair: HAIR[0], hairStyle: 'long', outfit: 'dupatta', cloth: C.teal, accent: C.gold, earrings: true },
  b: { skin: SKIN[3], hair: HAIR[1], hairStyle: 'short', outfit: 'shirt', cloth: C.navy, beard: 'stubble' },
  c: { skin: SKIN[1], hair: HAIR[2], hairStyle: 'bun', outfit: 'blazer', cloth: C.pink, glasses: true },
  d: { skin: SKIN[4], hair: HAIR[0], hairStyle: 'curly', outfit: 'hoodie', cloth: C.gold },
  e: { skin: SKIN[5], hair: HAIR[0], hairStyle: 'sidepart', outfit: 'tshirt', cloth: C.pink },
  f: { skin: SKIN[0], hair: HAIR[3], hairStyle: 'ponytail', outfit: 'tshirt', cloth: C.teal, accent: C.gold },
};

const stages: Record<string, () => string> = {
  // --- services
  'website-development': () =>
    g(40, 70, 1.15, browser('site')) + g(470, 150, 0.95, phone('app')) + g(0, 12, 0.8, codeBadge(C.pink)) + g(560, 70, 1, gear(30, C.gold, 8, C.goldSoft)) + g(420, 400, 0.55, toggle(true)),
  'digital-marketing': () =>
    g(20, 190, 1.2, megaphone()) + g(300, 40, 1, growthCard()) + g(330, 270, 0.95, ratingCard(5, C.teal)) + g(560, 300, 1, heart(30, C.pink)) + g(170, 60, 0.5, bubble(C.gold)) + g(120, 420, 1, star(20, C.gold)),
  'mobile-application': () =>
    g(150, 60, 1.1, phone('app')) + g(340, 100, 1.05, phone('feed', C.pink), 8) + g(30, 120, 0.9, appTile(C.teal, 'chat')) + g(40, 290, 0.8, appTile(C.gold, 'star')) + g(390, 20, 1, notification(C.teal)) + g(560, 380, 0.7, appTile(C.pink, 'bell')),
  'web-hosting-service': () =>
    g(90, 140, 1.15, serverRack(C.navySoft)) + g(310, 170, 1.0, serverRack(C.teal)) + g(220, 20, 1.3, cloud(C.white)) + g(560, 120, 1, globe(56)) + g(250, 390, 1, uptime()) + g(520, 250, 0.7, signal()),
  'custom-automation-software-development': () =>
    g(100, 110, 1.1, flowchart()) + g(70, 400, 1, gear(34, C.gold, 9, C.goldSoft)) + g(150, 430, 1, gear(22, C.pink, 7, C.lightPink)) + g(460, 20, 0.7, toggle(true)) + g(540, 20, 0.7, toggle(false, C.pink)) + g(420, 390, 0.9, notification(C.teal)),
  'cybersecurity-services': () =>
    g(210, 60, 1.5, shield()) + g(50, 220, 1.0, padlock()) + g(470, 90, 0.9, bug()) + g(440, 330, 0.9, key()) + g(40, 70, 1, sparkle(18, C.gold)) + g(600, 300, 1, sparkle(12, C.pinkSoft)),
  'paid-marketing': () =>
    g(60, 80, 1.5, target()) + g(420, 60, 0.9, funnel()) + g(450, 300, 1.1, coins()) + g(300, 300, 1, cursor()) + g(40, 40, 1, sparkle(16, C.gold)),
  'custom-crm-solutions': () =>
    g(60, 90, 1.15, pipeline()) + g(380, 20, 1, contactCard(C.pink, C.teal)) + g(400, 350, 1, contactCard(C.gold, C.pink)) + g(20, 30, 0.9, faceBadge(PEOPLE.c!, C.lightPink)) + g(560, 180, 0.6, faceBadge(PEOPLE.b!, C.goldSoft)),
  'e-commerce-website-development': () =>
    g(20, 70, 1.15, browser('shop')) + g(470, 200, 0.95, bag()) + g(400, 360, 0.7, payCard()) + g(480, 30, 0.55, cart(C.white)) + g(20, 400, 1, sparkle(16, C.gold)),
  'word-press-shopify-website': () =>
    g(30, 80, 1.15, browser('theme')) + g(470, 170, 0.9, phone('shop', C.teal)) + g(20, 10, 0.8, codeBadge(C.teal)) + g(560, 60, 0.7, bag(C.gold)) + g(410, 400, 0.55, toggle(true, C.pink)),
  'content-marketing-services': () =>
    g(60, 90, 1.3, docPage(C.pink)) + g(270, 50, 1.2, docPage(C.teal, false), 6) + g(500, 60, 0.9, pencil(), 25) + g(440, 300, 0.9, photoCard(C.goldSoft, C.gold)) + g(20, 370, 0.9, appTile(C.navySoft, 'play')),
  'online-reputation-management': () =>
    g(160, 40, 1.3, ratingCard(5, C.pink)) + g(60, 200, 1.3, ratingCard(5, C.teal)) + g(220, 340, 1.2, ratingCard(4, C.gold)) + g(500, 160, 0.6, shield(C.pink)) + g(40, 40, 0.5, bubble(C.gold)) + g(560, 70, 1, heart(22, C.pinkSoft)),
  'social-media-optimization': () =>
    g(230, 50, 1.2, phone('feed')) + g(60, 90, 0.9, appTile(C.pink, 'heart')) + g(40, 270, 0.8, appTile(C.teal, 'chat')) + g(480, 80, 0.85, appTile(C.gold, 'star')) + g(480, 270, 1, hashtag(C.pinkSoft)) + g(110, 420, 1, heart(18, C.gold)),
  seo: () =>
    g(40, 40, 1, searchResults()) + g(330, 170, 1.3, magnifier(C.pink, C.white)) + g(380, 40, 0.8, growthCard(C.teal)) + g(70, 400, 1, star(18, C.gold)),
  'local-seo-services': () =>
    g(40, 120, 1.2, store()) + g(380, 40, 0.95, phone('map', C.navySoft)) + g(260, 40, 0.9, pin(C.gold)) + g(180, 390, 0.85, ratingCard(5, C.pink)) + g(570, 260, 0.6, pin(C.teal)),
  'e-learning': () =>
    g(40, 120, 1.15, laptop(screens.lesson())) + g(420, 20, 0.9, gradCap()) + g(470, 330, 0.6, book()) + g(30, 30, 1, sparkle(18, C.gold)) + g(560, 220, 0.6, certificate()),
  services: () =>
    serviceTiles(),
  // --- extra banners
  contact: () =>
    g(60, 110, 1.4, envelope()) + g(370, 40, 0.9, bubble(C.pink, line(30, 34, 100, 10, C.white) + line(30, 56, 70, 10, C.white, 0.7))) + g(420, 230, 0.8, bubble(C.teal, line(30, 34, 100, 10, C.white) + line(30, 56, 60, 10, C.white, 0.7))) + g(170, 330, 0.9, pin(C.gold)) + g(20, 20, 1, sparkle(16, C.gold)) + g(520, 400, 0.7, signal()),
  blog: () =>
    g(50, 60, 1.0, browser('blog')) + g(440, 120, 1.0, docPage(C.gold)) + g(580, 60, 0.7, pencil(C.pink), 20) + g(120, 360, 0.6, bubble(C.teal)) + g(300, 380, 0.9, notification(C.pink)),
  career: () =>
    g(90, 170, 1.2, briefcase(C.pink)) + g(420, 40, 1.0, rocket(), 20) + g(60, 30, 0.8, faceBadge(PEOPLE.a!, C.lightPink)) + g(250, 20, 0.8, faceBadge(PEOPLE.e!, C.goldSoft)) + g(390, 330, 0.9, certificate()) + g(40, 420, 1, star(20, C.gold)),
  interns: () =>
    g(30, 40, 1.3, faceBadge(PEOPLE.f!, C.lightPink)) + g(230, 20, 1.3, faceBadge(PEOPLE.d!, C.goldSoft)) + g(430, 40, 1.3, faceBadge(PEOPLE.c!, C.tealSoft)) + g(90, 230, 0.85, laptop(screens.code())) + g(460, 280, 0.8, gradCap()),
  // --- courses
  'computer-fundamentals': () =>
    g(150, 40, 1.15, monitor(screens.dashboard())) + g(170, 370, 1.15, keyboard()) + g(500, 370, 0.9, mouse()) + g(20, 60, 0.7, docPage(C.teal, false)) + g(520, 60, 0.6, appTile(C.pink, 'play')),
  'excel-mastery': () =>
    g(40, 60, 1.0, laptop(screens.spreadsheet())) + g(400, 240, 0.9, barCard([C.teal, C.teal, C.gold, C.pink])) + g(540, 90, 1, donut(44, [[0.5, C.teal], [0.3, C.gold], [0.2, C.pink]])) + g(60, 380, 1, sparkle(16, C.gold)),
  'web-development': () =>
    g(30, 90, 1.05, browser('site', C.teal)) + g(360, 200, 0.95, codeWindow()) + g(520, 30, 0.9, codeBadge(C.pink)) + g(50, 430, 1, gear(26, C.gold, 8, C.goldSoft)),
  'python-django': () =>
    g(40, 60, 1.2, codeWindow()) + g(420, 80, 0.9, database()) + g(260, 300, 1.0, terminal()) + g(70, 370, 1, gear(30, C.teal, 8, C.tealSoft)) + g(560, 300, 1, sparkle(14, C.gold)),
  'ai-ml': () =>
    g(10, 90, 1.0, neural()) + g(478, 150, 0.78, robot(C.white, C.navy)) + g(40, 40, 1, sparkle(20, C.gold)) + g(560, 60, 1, sparkle(12, C.pink)) + g(500, 420, 1, sparkle(14, C.teal)),
  'mobile-app-development': () =>
    g(130, 50, 1.15, phone('app', C.teal)) + g(340, 90, 1.05, phone('chat', C.navy), 6) + g(20, 140, 0.8, appTile(C.pink, 'heart')) + g(540, 60, 0.8, codeBadge(C.gold)) + g(540, 330, 0.7, appTile(C.navySoft, 'bell')),
  'tech-business-skills': () =>
    g(170, 40, 1.1, board()) + g(20, 260, 0.9, briefcase(C.teal)) + g(490, 40, 0.7, bulb()) + g(440, 300, 0.7, growthCard(C.pink)) + g(40, 40, 1, sparkle(16, C.gold)),
  'ai-learning-labs': () =>
    g(30, 80, 0.95, robot(C.white, C.teal)) + g(240, 40, 0.86, laptop(screens.ai())) + g(330, 310, 0.78, flask(C.pink)) + g(470, 330, 0.66, flask(C.gold)) + g(40, 20, 1, sparkle(20, C.gold)) + g(220, 330, 1, sparkle(12, C.pink)),
  // --- blog covers
  'post-fast-website': () =>
    g(60, 70, 1.2, phone('app')) + g(280, 90, 1.1, speedGauge()) + g(520, 40, 1, sparkle(18, C.gold)) + g(300, 360, 0.8, uptime()),
  'post-local-seo': () =>
    g(20, 150, 1.1, store()) + g(360, 10, 1.4, pin(C.pink)) + g(360, 300, 1.0, ratingCard(5, C.teal)) + g(500, 150, 0.6, magnifier(C.navy, C.goldSoft)),
  'post-security-habits': () =>
    g(60, 60, 1.0, laptop(screens.dashboard())) + g(420, 150, 1.0, shield(C.teal)) + g(60, 350, 0.8, key()) + g(280, 330, 0.7, padlock()),
  'post-hosting': () =>
    g(60, 150, 1.0, serverRack(C.navySoft)) + g(260, 150, 1.0, serverRack(C.teal)) + g(440, 60, 0.9, cloud(C.white)) + g(460, 230, 1.0, barCard([C.tealLight, C.tealLight, C.gold, C.pink])),
  'post-excel': () =>
    g(30, 80, 1.0, monitor(screens.spreadsheet())) + g(380, 170, 0.9, barCard([C.teal, C.teal, C.gold, C.pink])) + g(440, 20, 0.6, briefcase(C.pink)) + g(30, 380, 1, sparkle(16, C.gold)),
  'post-wordpress-shopify': () =>
    g(30, 100, 1.0, browser('theme')) + g(390, 60, 1.0, browser('shop', C.teal)) + g(300, 340, 0.7, bag()),
  'post-python': () =>
    g(40, 70, 1.2, codeWindow()) + g(400, 30, 0.8, book()) + g(420, 210, 0.9, terminal()) + g(80, 360, 1, star(20, C.gold)) + g(180, 380, 0.6, gradCap(C.teal)),
  'post-social-budget': () =>
    g(220, 40, 1.2, phone('feed')) + g(40, 200, 0.9, coins()) + g(470, 80, 0.8, appTile(C.pink, 'heart')) + g(470, 260, 0.8, appTile(C.teal, 'chat')) + g(40, 26, 0.75, calendar(C.pink)),
  'post-automation': () =>
    g(60, 120, 1.1, flowchart()) + g(100, 40, 1, gear(30, C.gold, 9, C.goldSoft)) + g(560, 420, 1, gear(22, C.pink, 8, C.lightPink)) + g(40, 390, 0.9, coins()),
  'post-crm': () =>
    g(60, 60, 1.1, pipeline()) + g(360, 300, 1, contactCard(C.teal, C.gold)) + g(500, 40, 0.8, faceBadge(PEOPLE.b!, C.lightPink)) + g(60, 360, 0.6, growthCard()),
  'post-phishing': () =>
    g(50, 120, 1.4, envelope(C.white, C.gold)) + g(360, 60, 1.0, phishHook()) + g(400, 270, 0.9, shield(C.pink)) + g(60, 40, 1, sparkle(16, C.gold)),
  'post-ai-work': () =>
    g(30, 60, 0.9, robot()) + g(230, 80, 1.0, laptop(screens.dashboard())) + g(80, 330, 0.9, notification(C.teal)) + g(560, 40, 1, sparkle(20, C.gold)) + g(40, 20, 1, sparkle(12, C.pinkSoft)),
  'post-reviews': () =>
    g(60, 40, 1.2, ratingCard(5, C.pink)) + g(140, 180, 1.2, ratingCard(4, C.teal)) + g(60, 320, 1.2, ratingCard(5, C.gold)) + g(440, 120, 0.9, bubble(C.pink, line(30, 34, 100, 10, C.white) + line(30, 56, 60, 10, C.white, 0.7))) + g(500, 320, 1, heart(28, C.pinkSoft)),
  'post-default': () =>
    g(70, 70, 1.05, browser('blog')) + g(460, 150, 0.9, docPage(C.teal)) + g(40, 390, 0.8, notification(C.gold)) + g(560, 40, 1, sparkle(18, C.gold)),
};

/** Search-result list card, 320 x 300. */
function searchResults(): string {
  const o = [shadowBox(0, 0, 320, 320, 20), box(0, 0, 320, 320, 20, C.white), box(20, 20, 280, 34, 17, '#f0f1f8'), circle(276, 37, 9, C.pink)];
  for (let i = 0; i < 4; i++) {
    const y = 74 + i * 60;
    const top = i === 0;
    o.push(box(14, y - 6, 292, 54, 12, top ? C.lightPink : C.white));
    o.push(line(28, y + 4, top ? 150 : 130, 10, top ? C.pink : C.navy, top ? 1 : 0.6) + line(28, y + 22, 220, 7, C.navy, 0.25) + line(28, y + 34, 170, 7, C.navy, 0.25));
  }
  return o.join('');
}

/** Speed gauge, 300 x 200. */
function speedGauge(): string {
  return (
    shadowBox(0, 0, 300, 220, 22) +
    box(0, 0, 300, 220, 22, C.white) +
    `<path d="M50 170A100 100 0 0 1 250 170" stroke="${C.navyMist}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<path d="M50 170A100 100 0 0 1 110 78" stroke="${C.pink}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<path d="M110 78A100 100 0 0 1 190 78" stroke="${C.gold}" stroke-width="26" fill="none"/>` +
    `<path d="M190 78A100 100 0 0 1 250 170" stroke="${C.teal}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<path d="M150 170L222 116" stroke="${C.navy}" stroke-width="10" stroke-linecap="round"/>` +
    circle(150, 170, 16, C.navy) +
    line(110, 196, 80, 8, C.navy, 0.3)
  );
}

/** Envelope-on-a-hook (phishing), 200 x 260. */
function phishHook(): string {
  return (
    `<path d="M100 0V150" stroke="${C.white}" stroke-opacity="0.8" stroke-width="5"/>` +
    `<path d="M100 150V200A30 30 0 0 1 40 200V186" stroke="${C.gold}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M28 196L40 176L52 196Z" fill="${C.gold}"/>` +
    g(50, 220, 0.5, envelope(C.white, C.pink))
  );
}

/** The services index: a grid of icon tiles, 640 x 480. */
function serviceTiles(): string {
  const tiles: [string, string][] = [
    [C.pink, g(16, 29, 0.22, browser('site'))],
    [C.teal, g(20, 12, 0.4, shield(C.white, C.teal))],
    [C.gold, g(16, 24, 0.4, megaphone(C.white))],
    [C.navySoft, g(33, 10, 0.31, phone('app', C.white))],
    [C.white, g(14, 32, 0.38, cloud(C.tealLight))],
    [C.pinkSoft, g(60, 60, 1, gear(30, C.white, 8, C.pinkSoft))],
    [C.white, g(20, 24, 0.4, cart(C.navy))],
    [C.teal, g(16, 26, 0.4, gradCap(C.white, C.gold))],
  ];
  const o: string[] = [];
  tiles.forEach(([fill, inner], i) => {
    const x = 40 + (i % 4) * 150;
    const y = 80 + Math.floor(i / 4) * 170 + (i % 2) * 40;
    o.push(shadowBox(x, y, 120, 120, 28) + box(x, y, 120, 120, 28, fill) + g(x, y, 1, inner));
  });
  return o.join('');
}

// ---------------------------------------------------------------- backgrounds

/** Dot grid. */
function dots(x: number, y: number, cols: number, rows: number, gap: number, fill: string, op: number): string {
  const o: string[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) o.push(`<circle cx="${x + c * gap}" cy="${y + r * gap}" r="2.6"/>`);
  return `<g fill="${fill}" opacity="${op}">${o.join('')}</g>`;
}

/** 1600 x 600 (or other) banner: dark left, motifs on the right. */
function banner(name: string, w = 1600, h = 600, glow: string = C.pink): string {
  const s = h / 600;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.deep}"/><stop offset="0.5" stop-color="${C.deep}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>` +
    `<radialGradient id="gl1"><stop offset="0" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="gl2"><stop offset="0" stop-color="${C.teal}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${w * 0.74}" cy="${h * 0.5}" r="${h * 0.62}" fill="url(#gl1)"/>` +
    `<circle cx="${w * 0.95}" cy="${h * 0.05}" r="${h * 0.5}" fill="url(#gl2)"/>` +
    `<circle cx="${w * 0.74}" cy="${h * 0.5}" r="${h * 0.46}" fill="${C.navySoft}" opacity="0.55"/>` +
    `<circle cx="${w * 0.74}" cy="${h * 0.5}" r="${h * 0.56}" fill="none" stroke="${C.white}" stroke-opacity="0.08" stroke-width="2"/>` +
    dots(w * 0.03, h * 0.12, 8, 5, 28 * s, C.white, 0.12) +
    `<circle cx="${w * 0.36}" cy="${h * 1.02}" r="${h * 0.3}" fill="none" stroke="${C.pink}" stroke-opacity="0.25" stroke-width="${3 * s}"/>` +
    `<circle cx="${w * 0.05}" cy="${h * 0.92}" r="${h * 0.14}" fill="${C.navySoft}" opacity="0.5"/>` +
    `<path d="M${w * 0.42} ${h * 0.16}l${14 * s} ${14 * s}m0 -${14 * s}l-${14 * s} ${14 * s}" stroke="${C.gold}" stroke-width="${4 * s}" stroke-linecap="round" opacity="0.6"/>` +
    g(w * 0.74 - 320 * s * 0.92, h * 0.5 - 240 * s * 0.92, s * 0.92, stages[name]!());
  return svgDoc(w, h, body, defs);
}

/** Light illustration card (courses, blog covers). */
function card(name: string, w: number, h: number, bg: string, blob: string, accent: string, stageScale = 1): string {
  const sc = Math.min(w / 640, h / 480) * 0.88 * stageScale;
  const x = (w - 640 * sc) / 2;
  const y = (h - 480 * sc) / 2;
  const body =
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
    `<path d="M${w * 0.16} ${h * 0.2}C${w * 0.3} ${-h * 0.02} ${w * 0.72} ${h * 0.02} ${w * 0.84} ${h * 0.24}C${w * 0.98} ${h * 0.5} ${w * 0.86} ${h * 0.9} ${w * 0.6} ${h * 0.92}C${w * 0.34} ${h * 0.95} ${w * 0.06} ${h * 0.82} ${w * 0.08} ${h * 0.52}C${w * 0.09} ${h * 0.36} ${w * 0.11} ${h * 0.27} ${w * 0.16} ${h * 0.2}Z" fill="${blob}"/>` +
    dots(w * 0.04, h * 0.06, 5, 4, 22, accent, 0.35) +
    dots(w * 0.86, h * 0.78, 5, 4, 22, accent, 0.35) +
    `<circle cx="${w * 0.92}" cy="${h * 0.14}" r="${h * 0.06}" fill="none" stroke="${accent}" stroke-width="5" opacity="0.5"/>` +
    `<circle cx="${w * 0.07}" cy="${h * 0.86}" r="${h * 0.035}" fill="${accent}" opacity="0.5"/>` +
    g(x, y, sc, stages[name]!());
  return svgDoc(w, h, body);
}

/** Dark cover (blog posts in some categories). */
function darkCard(name: string, w: number, h: number, glow: string): string {
  const sc = Math.min(w / 640, h / 480) * 0.88;
  const x = (w - 640 * sc) / 2;
  const y = (h - 480 * sc) / 2;
  const defs =
    `<linearGradient id="dk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.deep}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>` +
    `<radialGradient id="dg"><stop offset="0" stop-color="${glow}" stop-opacity="0.5"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#dk)"/>` +
    `<circle cx="${w * 0.5}" cy="${h * 0.52}" r="${h * 0.62}" fill="url(#dg)"/>` +
    `<circle cx="${w * 0.5}" cy="${h * 0.52}" r="${h * 0.42}" fill="${C.navySoft}" opacity="0.6"/>` +
    dots(w * 0.04, h * 0.07, 6, 4, 24, C.white, 0.14) +
    dots(w * 0.84, h * 0.76, 6, 4, 24, C.white, 0.14) +
    `<circle cx="${w * 0.9}" cy="${h * 0.16}" r="${h * 0.07}" fill="none" stroke="${C.gold}" stroke-width="4" opacity="0.6"/>` +
    g(x, y, sc, stages[name]!());
  return svgDoc(w, h, body, defs);
}

// ---------------------------------------------------------------- portraits

const AVATAR_BG: [string, string][] = [
  [C.lightPink, C.pinkSoft],
  [C.sand, C.gold],
  [C.tealSoft, C.tealLight],
  [C.navyMist, C.navySoft],
  [C.goldSoft, C.gold],
];

/** Square portrait: soft background, a ring, the person centred for a circular crop. */
function portrait(p: Person, size: number, bgIndex: number, zoom = 1.12): string {
  const [bg, ring] = AVATAR_BG[bgIndex % AVATAR_BG.length]!;
  const s = (size / 400) * zoom;
  const tx = size / 2 - 200 * s;
  const ty = size * 0.56 - 200 * s;
  const body =
    `<rect width="${size}" height="${size}" fill="${bg}"/>` +
    `<circle cx="${size / 2}" cy="${size * 0.47}" r="${size * 0.36}" fill="${ring}" opacity="0.28"/>` +
    `<circle cx="${size * 0.8}" cy="${size * 0.2}" r="${size * 0.035}" fill="${ring}" opacity="0.6"/>` +
    `<circle cx="${size * 0.2}" cy="${size * 0.3}" r="${size * 0.02}" fill="${ring}" opacity="0.6"/>` +
    `<g transform="translate(${n2(tx)} ${n2(ty)}) scale(${n2(s)})">${person(p)}</g>`;
  return svgDoc(size, size, body);
}

const TESTIMONIALS: Person[] = [
  { skin: SKIN[3], hair: HAIR[1], hairStyle: 'short', outfit: 'shirt', cloth: C.navy, beard: 'stubble' },
  { skin: SKIN[2], hair: HAIR[0], hairStyle: 'long', outfit: 'dupatta', cloth: C.teal, accent: C.gold, earrings: true, bindi: true },
  { skin: SKIN[5], hair: HAIR[0], hairStyle: 'turban', outfit: 'kurta', cloth: C.white, headwear: C.pink, beard: 'full', accent: C.gold },
  { skin: SKIN[1], hair: HAIR[2], hairStyle: 'bun', outfit: 'blazer', cloth: C.pink, glasses: true, earrings: true },
  { skin: SKIN[2], hair: HAIR[5], hairStyle: 'sidepart', outfit: 'blazer', cloth: C.navy, glasses: true, beard: 'mustache', accent: C.lightPink },
  { skin: SKIN[4], hair: HAIR[0], hairStyle: 'braid', outfit: 'kurta', cloth: C.gold, accent: C.pink, earrings: true },
  { skin: SKIN[3], hair: HAIR[0], hairStyle: 'hijab', outfit: 'tshirt', cloth: C.navy, headwear: C.teal },
  { skin: SKIN[6], hair: HAIR[0], hairStyle: 'buzz', outfit: 'sweater', cloth: C.teal, beard: 'full' },
  { skin: SKIN[0], hair: HAIR[3], hairStyle: 'bob', outfit: 'sweater', cloth: C.navy },
  { skin: SKIN[4], hair: HAIR[1], hairStyle: 'sidepart', outfit: 'kurta', cloth: C.navySoft, accent: C.gold, glasses: true },
  { skin: SKIN[2], hair: HAIR[6], hairStyle: 'wavy', outfit: 'blazer', cloth: C.teal, accent: C.white, earrings: true },
  { skin: SKIN[5], hair: HAIR[0], hairStyle: 'short', outfit: 'tshirt', cloth: C.gold, beard: 'mustache' },
  { skin: SKIN[1], hair: HAIR[4], hairStyle: 'ponytail', outfit: 'shirt', cloth: C.pink, accent: C.teal },
];

const INTERNS: Person[] = [
  { skin: SKIN[2], hair: HAIR[0], hairStyle: 'ponytail', outfit: 'tshirt', cloth: C.teal, accent: C.gold },
  { skin: SKIN[3], hair: HAIR[0], hairStyle: 'curly', outfit: 'hoodie', cloth: C.navy },
  { skin: SKIN[1], hair: HAIR[2], hairStyle: 'long', outfit: 'shirt', cloth: C.pink, earrings: true },
  { skin: SKIN[4], hair: HAIR[1], hairStyle: 'short', outfit: 'tshirt', cloth: C.gold, glasses: true },
  { skin: SKIN[5], hair: HAIR[0], hairStyle: 'bob', outfit: 'sweater', cloth: C.navySoft, earrings: true },
  { skin: SKIN[2], hair: HAIR[0], hairStyle: 'sidepart', outfit: 'shirt', cloth: C.teal },
  { skin: SKIN[3], hair: HAIR[0], hairStyle: 'hijab', outfit: 'tshirt', cloth: C.pink, headwear: C.navy },
  { skin: SKIN[0], hair: HAIR[3], hairStyle: 'buzz', outfit: 'hoodie', cloth: C.pink, beard: 'stubble' },
  { skin: SKIN[4], hair: HAIR[0], hairStyle: 'braid', outfit: 'kurta', cloth: C.tealLight, accent: C.navy, bindi: true },
  { skin: SKIN[6], hair: HAIR[0], hairStyle: 'short', outfit: 'shirt', cloth: C.navy, glasses: true },
];

const MENTORS: { file: string; p: Person; bg: string; blob: string; motif: string }[] = [
  {
    file: 'mentors/ananya-sharma.jpg',
    p: { skin: SKIN[2], hair: HAIR[0], hairStyle: 'long', outfit: 'blazer', cloth: C.navy, accent: C.lightPink, earrings: true, glasses: true },
    bg: C.lightPink,
    blob: C.pinkSoft,
    motif: 'code',
  },
  {
    file: 'mentors/rohit-mehta.jpg',
    p: { skin: SKIN[3], hair: HAIR[1], hairStyle: 'sidepart', outfit: 'shirt', cloth: C.teal, beard: 'stubble' },
    bg: C.goldSoft,
    blob: C.gold,
    motif: 'chart',
  },
];

function mentorPortrait(m: (typeof MENTORS)[number]): string {
  const w = 600;
  const h = 720;
  const s = 1.5;
  const motif =
    m.motif === 'code'
      ? g(410, 70, 0.55, codeBadge(C.pink)) + g(60, 120, 0.5, gear(40, C.navy, 8, C.lightPink)) + g(470, 250, 1, sparkle(16, C.navy))
      : g(400, 80, 0.5, growthCard(C.pink)) + g(70, 110, 0.55, megaphone(C.pink)) + g(480, 260, 1, sparkle(16, C.navy));
  const body =
    `<rect width="${w}" height="${h}" fill="${m.bg}"/>` +
    `<circle cx="300" cy="330" r="230" fill="${m.blob}" opacity="0.35"/>` +
    `<circle cx="300" cy="330" r="270" fill="none" stroke="${m.blob}" stroke-opacity="0.5" stroke-width="3"/>` +
    dots(40, 560, 5, 4, 22, C.navy, 0.18) +
    motif +
    `<g transform="translate(${300 - 200 * s} ${360 - 200 * s}) scale(${s})">${person(m.p)}</g>`;
  return svgDoc(w, h, body);
}

// ---------------------------------------------------------------- office scene (about-team)

function aboutTeam(): string {
  const w = 1200;
  const h = 900;
  const o: string[] = [];
  const arch = (x: number, inset: number) => `M${x + inset} 420V190A${70 - inset} ${70 - inset} 0 0 1 ${x + 140 - inset} 190V420Z`;
  const xs = [90, 260, 430];
  const defs = `<clipPath id="win">${xs.map((x) => `<path d="${arch(x, 14)}"/>`).join('')}</clipPath>`;
  o.push(`<rect width="${w}" height="${h}" fill="${C.sand}"/>`);
  o.push(`<rect y="700" width="${w}" height="200" fill="${C.navyMist}"/>`);
  // arched windows with a view of pink hills
  for (const x of xs) o.push(`<path d="${arch(x, 0)}" fill="${C.lightPink}"/>`);
  o.push(
    `<g clip-path="url(#win)"><rect x="80" y="100" width="500" height="330" fill="${C.tealSoft}"/>` +
      circle(200, 210, 26, C.gold) +
      `<path d="M80 360C150 300 220 320 270 290C330 320 390 300 450 330C500 310 540 320 580 340V430H80Z" fill="${C.pinkSoft}" opacity="0.55"/>` +
      `<path d="M80 400C160 360 260 380 330 360C410 380 500 360 580 390V430H80Z" fill="${C.pink}" opacity="0.45"/></g>`,
  );
  for (const x of xs) o.push(`<path d="M${x + 70} 134V406M${x + 14} 290H${x + 126}" stroke="${C.lightPink}" stroke-width="8"/>`);
  // board and wall clock
  o.push(g(840, 170, 1.05, board()));
  o.push(circle(700, 150, 38, C.white) + circle(700, 150, 38, 'none', ` stroke="${C.navy}" stroke-width="6"`) + `<path d="M700 150V126M700 150L716 160" stroke="${C.navy}" stroke-width="5" stroke-linecap="round"/>`);
  // pendant lamps
  for (const x of [330, 960]) {
    o.push(`<path d="M${x} 0V70" stroke="${C.navy}" stroke-width="4"/><path d="M${x - 40} 110L${x - 20} 70H${x + 20}L${x + 40} 110Z" fill="${C.navy}"/>` + circle(x, 114, 10, C.gold));
  }
  o.push(g(30, 560, 1.3, plant()));
  const seat = (p: Person, x: number, y: number, s: number) => `<g transform="translate(${n2(x - 200 * s)} ${n2(y - 180 * s)}) scale(${s})">${person(p)}</g>`;
  // presenter standing by the board, then the three at the desk
  o.push(seat({ skin: SKIN[1], hair: HAIR[2], hairStyle: 'bun', outfit: 'blazer', cloth: C.pink, glasses: true, earrings: true }, 790, 400, 0.8));
  o.push(seat({ skin: SKIN[3], hair: HAIR[1], hairStyle: 'short', outfit: 'shirt', cloth: C.navy, beard: 'stubble' }, 270, 470, 0.72));
  o.push(seat({ skin: SKIN[5], hair: HAIR[0], hairStyle: 'long', outfit: 'dupatta', cloth: C.teal, accent: C.gold, earrings: true }, 520, 480, 0.72));
  o.push(seat({ skin: SKIN[4], hair: HAIR[0], hairStyle: 'curly', outfit: 'hoodie', cloth: C.gold }, 1020, 490, 0.68));
  // desk
  o.push(`<rect x="110" y="640" width="1060" height="26" rx="10" fill="${C.navy}"/>`);
  o.push(`<rect x="140" y="666" width="1000" height="70" fill="${C.navySoft}"/>`);
  o.push(`<rect x="160" y="736" width="22" height="120" fill="${C.navy}"/><rect x="1098" y="736" width="22" height="120" fill="${C.navy}"/>`);
  for (const [x, c] of [[196, '#c9cde0'], [446, '#d5d8e8'], [946, '#c9cde0']] as [number, string][]) {
    o.push(`<path d="M${x} 530H${x + 150}L${x + 160} 640H${x - 10}Z" fill="${c}"/>` + circle(x + 75, 585, 12, C.pink, ' opacity="0.8"'));
  }
  o.push(`<rect x="660" y="596" width="36" height="44" rx="8" fill="${C.teal}"/><path d="M696 606a14 14 0 0 1 0 24" stroke="${C.teal}" stroke-width="6" fill="none"/>`);
  o.push(g(730, 562, 0.36, docPage(C.gold)) + g(780, 576, 0.32, docPage(C.pink, false)));
  o.push(g(1120, 522, 0.55, plant()));
  o.push(dots(940, 780, 6, 3, 26, C.navy, 0.2));
  return svgDoc(w, h, o.join(''), defs);
}

// ---------------------------------------------------------------- success story

stages['success-story'] = () =>
  g(30, 70, 1.2, barCard([C.navySoft, C.teal, C.gold, C.pink])) + g(520, 40, 0.78, rocket(), 20) + g(320, 250, 1.0, growthCard(C.teal)) + g(70, 350, 0.9, coins()) + g(600, 330, 1, star(22, C.gold)) + g(370, 60, 1, sparkle(14, C.pink));

// ---------------------------------------------------------------- brand rasters

function nestedSvg(file: string, x: number, y: number, width: number): string {
  const src = fs.readFileSync(path.join(OUT, file), 'utf8');
  const vb = /viewBox="([^"]+)"/.exec(src)?.[1];
  if (!vb) throw new Error(`${file} has no viewBox`);
  const [, , vw, vh] = vb.split(/\s+/).map(Number) as [number, number, number, number];
  const inner = src.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<title>[\s\S]*?<\/title>/, '');
  return `<svg x="${x}" y="${y}" width="${width}" height="${n2((width * vh) / vw)}" viewBox="${vb}">${inner}</svg>`;
}

function markIcon(): string {
  return svgDoc(512, 512, `<rect width="512" height="512" rx="112" fill="${C.navy}"/>` + nestedSvg('brand/mark.svg', 96, 96, 320));
}

function ogCard(): string {
  const w = 1200;
  const h = 630;
  const defs =
    `<linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.deep}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>` +
    `<radialGradient id="og1"><stop offset="0" stop-color="${C.pink}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.pink}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="og2"><stop offset="0" stop-color="${C.teal}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>`;
  const cube = (x: number, y: number, s: number, op: number) => `<g opacity="${op}">${nestedSvg('brand/mark.svg', x, y, s)}</g>`;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#og)"/>` +
    `<circle cx="1040" cy="110" r="360" fill="url(#og1)"/>` +
    `<circle cx="120" cy="560" r="380" fill="url(#og2)"/>` +
    `<circle cx="600" cy="315" r="250" fill="none" stroke="${C.white}" stroke-opacity="0.07" stroke-width="2"/>` +
    `<circle cx="600" cy="315" r="300" fill="none" stroke="${C.white}" stroke-opacity="0.05" stroke-width="2"/>` +
    dots(80, 80, 8, 5, 28, C.white, 0.14) +
    dots(926, 430, 8, 5, 28, C.white, 0.14) +
    cube(990, 400, 90, 0.35) +
    cube(150, 330, 56, 0.25) +
    cube(860, 120, 44, 0.3) +
    `<rect x="0" y="${h - 14}" width="${w / 3}" height="14" fill="${C.pink}"/><rect x="${w / 3}" y="${h - 14}" width="${w / 3}" height="14" fill="${C.gold}"/><rect x="${(2 * w) / 3}" y="${h - 14}" width="${w / 3}" height="14" fill="${C.teal}"/>` +
    nestedSvg('brand/logo-light.svg', 300, 315 - 75, 600);
  return svgDoc(w, h, body, defs);
}

// ---------------------------------------------------------------- tables of images

const SERVICE_BANNERS: [string, string][] = [
  ['website-development', C.pink],
  ['digital-marketing', C.gold],
  ['mobile-application', C.pink],
  ['web-hosting-service', C.teal],
  ['custom-automation-software-development', C.gold],
  ['cybersecurity-services', C.teal],
  ['paid-marketing', C.pink],
  ['custom-crm-solutions', C.teal],
  ['e-commerce-website-development', C.gold],
  ['word-press-shopify-website', C.pink],
  ['content-marketing-services', C.gold],
  ['online-reputation-management', C.pink],
  ['social-media-optimization', C.pink],
  ['seo', C.teal],
  ['local-seo-services', C.gold],
  ['e-learning', C.teal],
  ['services', C.pink],
  ['contact', C.teal],
  ['blog', C.pink],
  ['career', C.gold],
  ['interns', C.pink],
];

const COURSES: [string, string, string, string][] = [
  ['computer-fundamentals', C.sand, C.tealSoft, C.teal],
  ['excel-mastery', C.tealSoft, C.white, C.teal],
  ['web-development', C.lightPink, C.white, C.pink],
  ['python-django', C.goldSoft, C.sand, C.gold],
  ['ai-ml', C.navyMist, C.white, C.navy],
  ['mobile-app-development', C.sand, C.lightPink, C.pink],
  ['tech-business-skills', C.lightPink, C.goldSoft, C.gold],
  ['ai-learning-labs', C.tealSoft, C.navyMist, C.teal],
];

// slug -> [stage, style, colour]
const BLOG: [string, string, 'light' | 'dark', string, string?][] = [
  ['why-your-jaipur-business-needs-a-fast-website', 'post-fast-website', 'dark', C.pink],
  ['local-seo-checklist-for-shops-and-clinics-in-jaipur', 'post-local-seo', 'light', C.lightPink, C.pink],
  ['five-cybersecurity-habits-every-small-office-should-adopt', 'post-security-habits', 'dark', C.teal],
  ['how-to-choose-the-right-web-hosting-plan', 'post-hosting', 'dark', C.gold],
  ['excel-skills-that-get-you-hired-in-2026', 'post-excel', 'light', C.tealSoft, C.teal],
  ['wordpress-or-shopify-which-is-right-for-your-online-store', 'post-wordpress-shopify', 'light', C.goldSoft, C.gold],
  ['getting-started-with-python-a-roadmap-for-beginners', 'post-python', 'light', C.sand, C.teal],
  ['social-media-marketing-on-a-small-budget', 'post-social-budget', 'light', C.lightPink, C.pink],
  ['when-custom-automation-software-pays-for-itself', 'post-automation', 'dark', C.gold],
  ['what-a-custom-crm-can-do-for-a-growing-sales-team', 'post-crm', 'light', C.navyMist, C.navy],
  ['protecting-your-business-from-phishing-emails', 'post-phishing', 'dark', C.pink],
  ['how-ai-is-changing-everyday-work-for-small-businesses', 'post-ai-work', 'light', C.tealSoft, C.teal],
  ['managing-your-online-reviews-a-practical-guide', 'post-reviews', 'light', C.goldSoft, C.pink],
];

// ---------------------------------------------------------------- hero video

const VIDEO_W = 1280;
const VIDEO_H = 720;
const FPS = 24;
const SECONDS = 9;

/** One frame of the looping hero background; t runs from 0 to 1 over the loop. */
function heroFrame(t: number): string {
  const w = VIDEO_W;
  const h = VIDEO_H;
  const TAU = Math.PI * 2;
  const blob = (id: string, cx: number, cy: number, r: number) => `<circle cx="${n2(cx)}" cy="${n2(cy)}" r="${r}" fill="url(#${id})"/>`;
  const defs =
    `<linearGradient id="hb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.deep}"/><stop offset="1" stop-color="#17204a"/></linearGradient>` +
    `<radialGradient id="hp"><stop offset="0" stop-color="${C.pink}" stop-opacity="0.42"/><stop offset="0.5" stop-color="${C.pink}" stop-opacity="0.16"/><stop offset="1" stop-color="${C.pink}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="ht"><stop offset="0" stop-color="${C.teal}" stop-opacity="0.55"/><stop offset="0.5" stop-color="${C.teal}" stop-opacity="0.2"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="hg"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="hv"><stop offset="0.55" stop-color="${C.deep}" stop-opacity="0"/><stop offset="1" stop-color="${C.deep}" stop-opacity="0.7"/></radialGradient>`;
  const a = TAU * t;
  const o: string[] = [`<rect width="${w}" height="${h}" fill="url(#hb)"/>`];
  o.push(blob('ht', 250 + 90 * Math.cos(a), 520 + 50 * Math.sin(a), 460));
  o.push(blob('hp', 1000 + 80 * Math.sin(a), 220 + 60 * Math.cos(a), 440));
  o.push(blob('hg', 700 + 140 * Math.cos(a + 1.3), 600 + 40 * Math.sin(2 * a), 300));
  o.push(blob('hp', 420 + 60 * Math.sin(2 * a + 0.5), 120 + 40 * Math.cos(a), 260));

  // faint rows of "code" that shimmer in place
  o.push(codeRows(t));

  // slow geometric outlines
  const hex = (cx: number, cy: number, r: number, rot: number, stroke: string, op: number) => {
    const pts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const ang = rot + (i * Math.PI) / 3 - Math.PI / 2;
      pts.push(`${n2(cx + r * Math.cos(ang))} ${n2(cy + r * Math.sin(ang))}`);
    }
    return `<path d="M${pts.join('L')}Z" fill="none" stroke="${stroke}" stroke-opacity="${op}" stroke-width="2"/>`;
  };
  o.push(hex(1040, 500, 110, (a / 6), C.pinkSoft, 0.28));
  o.push(hex(1040, 500, 70, -(a / 6), C.white, 0.12));
  o.push(hex(190, 160, 60, a / 6, C.tealLight, 0.3));
  o.push(`<circle cx="${n2(640 + 30 * Math.sin(a))}" cy="${n2(360 + 20 * Math.cos(a))}" r="300" fill="none" stroke="${C.white}" stroke-opacity="0.05" stroke-width="2"/>`);
  o.push(`<circle cx="${n2(860 + 40 * Math.cos(a))}" cy="${n2(120 + 24 * Math.sin(a))}" r="8" fill="${C.gold}" opacity="0.55"/>`);
  o.push(`<circle cx="${n2(320 + 36 * Math.sin(a))}" cy="${n2(600 + 20 * Math.cos(a))}" r="6" fill="${C.pink}" opacity="0.6"/>`);
  o.push(`<circle cx="${n2(1150 + 20 * Math.cos(a + 2))}" cy="${n2(300 + 30 * Math.sin(a + 2))}" r="5" fill="${C.tealLight}" opacity="0.6"/>`);
  o.push(`<rect width="${w}" height="${h}" fill="url(#hv)"/>`);
  return svgDoc(w, h, o.join(''), defs);
}

/** Rows of rounded bars like dimmed code; every bar fades in and out on a whole number of cycles per loop. */
function codeRows(t: number): string {
  const row = 34;
  const out: string[] = [];
  for (let k = 0; k * row < VIDEO_H; k++) {
    const rnd = rng(1000 + k);
    const y = 22 + k * row;
    let x = 56 + Math.floor(rnd() * 5) * 26;
    const words = 2 + Math.floor(rnd() * 4);
    for (let j = 0; j < words && x < VIDEO_W - 90; j++) {
      const len = 28 + Math.floor(rnd() * 120);
      const hue = rnd();
      const phase = rnd() * Math.PI * 2;
      const freq = rnd() < 0.5 ? 1 : 2;
      const wave = 0.5 + 0.5 * Math.sin(Math.PI * 2 * freq * t + phase);
      const coloured = hue < 0.18;
      const fill = hue < 0.1 ? C.pinkSoft : coloured ? C.tealLight : C.white;
      const op = coloured ? 0.05 + 0.16 * wave : 0.035 + 0.05 * wave;
      out.push(`<rect x="${x}" y="${y}" width="${len}" height="6" rx="3" fill="${fill}" opacity="${n2(op)}"/>`);
      x += len + 14;
    }
  }
  return out.join('');
}

function haveFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function renderVideo(): Promise<void> {
  const frames = FPS * SECONDS;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-'));
  for (let i = 0; i < frames; i++) {
    const svg = heroFrame(i / frames);
    await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`));
  }
  const dir = path.join(OUT, 'hero');
  fs.mkdirSync(dir, { recursive: true });
  const input = ['-y', '-hide_banner', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png')];
  execFileSync('ffmpeg', [
    ...input,
    '-an', '-c:v', 'libx264', '-profile:v', 'main', '-level', '3.1', '-pix_fmt', 'yuv420p', '-preset', 'veryslow', '-crf', '22', '-tune', 'animation',
    '-g', String(FPS * 3), '-movflags', '+faststart', path.join(dir, 'hero.mp4'),
  ]);
  execFileSync('ffmpeg', [
    ...input,
    '-an', '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', '31', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1', '-g', String(FPS * 3),
    path.join(dir, 'hero.webm'),
  ]);
  await writeJpeg('hero/hero-poster.jpg', heroFrame(0), VIDEO_W, VIDEO_H);
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const f of ['hero.mp4', 'hero.webm']) {
    const bytes = fs.statSync(path.join(dir, f)).size;
    if (bytes > 900 * 1024) throw new Error(`hero/${f} is ${bytes} bytes, over 900 KB`);
    written.push({ file: `hero/${f}`, bytes });
  }
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });

  if (want('brand')) {
    await writePng('brand/mark-512.png', markIcon(), 512, 512);
    await writeJpeg('brand/og-default.jpg', ogCard(), 1200, 630);
  }
  if (want('testimonials')) {
    for (const [i, p] of TESTIMONIALS.entries()) {
      await writeJpeg(`testimonials/avatar-${String(i + 1).padStart(2, '0')}.jpg`, portrait(p, 400, i), 400, 400);
    }
  }
  if (want('interns')) {
    for (const [i, p] of INTERNS.entries()) {
      await writeJpeg(`interns/intern-${String(i + 1).padStart(2, '0')}.jpg`, portrait(p, 480, i + 2, 1.08), 480, 480);
    }
  }
  if (want('mentors')) {
    for (const m of MENTORS) await writeJpeg(m.file, mentorPortrait(m), 600, 720);
  }
  if (want('courses')) {
    for (const [name, bg, blob, accent] of COURSES) await writeJpeg(`courses/${name}.jpg`, card(name, 960, 640, bg, blob, accent), 960, 640);
  }
  if (want('services')) {
    for (const [name, glow] of SERVICE_BANNERS) await writeJpeg(`services/${name}.jpg`, banner(name, 1600, 600, glow), 1600, 600);
    await writeJpeg('services/about-team.jpg', aboutTeam(), 1200, 900);
    await writeJpeg('services/success-story.jpg', card('success-story', 1200, 800, C.lightPink, C.white, C.pink), 1200, 800);
  }
  if (want('blog')) {
    for (const [slug, stage, style, colour, accent] of BLOG) {
      const svg = style === 'dark' ? darkCard(stage, 1200, 675, colour) : card(stage, 1200, 675, colour, C.white, accent ?? C.pink);
      await writeJpeg(`blog/${slug}.jpg`, svg, 1200, 675);
    }
    await writeJpeg('blog/default.jpg', card('post-default', 1200, 675, C.navyMist, C.white, C.pink), 1200, 675);
  }
  if (WANT_VIDEO) {
    if (!haveFfmpeg()) throw new Error('ffmpeg is not installed: apt-get install -y ffmpeg');
    await renderVideo();
  }

  let total = 0;
  for (const w of written) total += w.bytes;
  console.log(`wrote ${written.length} files (${Math.round(total / 1024)} KB) to ${OUT}`);
  const big = [...written].sort((x, y) => y.bytes - x.bytes).slice(0, 3);
  console.log(`largest: ${big.map((b) => `${b.file} ${Math.round(b.bytes / 1024)} KB`).join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
