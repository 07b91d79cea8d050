/*
 * Font files cut down with HarfBuzz (harfbuzzjs, HarfBuzz's own WebAssembly build): its shaper
 * says which glyphs a text is drawn with, and its subsetter writes a font that keeps only the
 * glyphs asked for. A cut can keep what HarfBuzz's layout closure reaches from its code points
 * (every ligature and contextual form they could ever make), or only the glyphs given with them:
 * for Devanagari the closure keeps every conjunct of every pair of consonants the copy uses, three
 * glyphs in four of which the copy never shows.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import wawoff2 from 'wawoff2';

const require = createRequire(import.meta.url);

/** What to keep of a font. */
export type Cut = {
  /** The code points the cut font maps to glyphs. */
  points: readonly number[];
  /** When given, only these glyphs (by the source's ids) beside the code points' own: no layout closure. */
  glyphs?: ReadonlySet<number>;
  /** The layout features kept (kerning, ligatures…); every feature when absent. */
  features?: readonly string[];
  /** The range of the weight axis kept. */
  weights: { min: number; max: number };
};

/** The font as OpenType (sfnt) bytes, whether it came as WOFF2 or not. */
export async function sfntOf(font: Uint8Array): Promise<Uint8Array> {
  const isWoff2 = font[0] === 0x77 && font[1] === 0x4f && font[2] === 0x46 && font[3] === 0x32;
  return isWoff2 ? await wawoff2.decompress(font) : font;
}

/** Draws texts in a font at a weight with HarfBuzz's shaper. */
export function createShaper(sfnt: Uint8Array) {
  // Blob and face stay referenced beside the font: harfbuzzjs frees each when its object is collected.
  const blob = new hb.Blob(sfnt);
  const face = new hb.Face(blob);
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  return {
    blob,
    face,
    /** Each glyph of the text as drawn, with the font's default features and `features` on: its id, advance and offsets. */
    shape(text: string, weight: number, features: readonly string[] = []) {
      font.setVariations([new hb.Variation('wght', weight)]);
      buffer.reset();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(
        font,
        buffer,
        features.map((feature) => new hb.Feature(feature, 1)),
      );
      const positions = buffer.getGlyphPositions();
      return buffer.getGlyphInfos().map((info, index) => ({ glyph: info.codepoint, ...positions[index]! }));
    },
  };
}

/**
 * The glyphs (by id) HarfBuzz draws each text with, at each weight, with the font's default
 * features and again with each of `optional` on (a feature the styles turn on for some text).
 */
export function shapedGlyphs(sfnt: Uint8Array, texts: Iterable<string>, weights: readonly number[], optional: readonly string[] = []): Set<number> {
  const shaper = createShaper(sfnt);
  const glyphs = new Set<number>();
  const settings = [[], ...optional.map((feature) => [feature])];
  for (const text of texts) {
    for (const weight of weights) for (const features of settings) for (const { glyph } of shaper.shape(text, weight, features)) glyphs.add(glyph);
  }
  return glyphs;
}

/** The subsetter's exports this module calls (harfbuzz-subset.wasm has no JavaScript API of its own). */
type SubsetExports = {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set_axis_range(input: number, face: number, axis: number, min: number, max: number, defaultValue: number): number;
  hb_subset_or_fail(face: number, input: number): number;
};

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

const tag = (name: string) => [...name].reduce((value, char) => ((value << 8) | char.charCodeAt(0)) >>> 0, 0);

let subsetter: Promise<SubsetExports> | undefined;
function loadSubsetter(): Promise<SubsetExports> {
  subsetter ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')).then(async (wasm) => {
    const { instance } = await WebAssembly.instantiate(wasm);
    // The module's own exports, which harfbuzzjs declares nowhere.
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  });
  return subsetter;
}

/** The font (WOFF2 or OpenType) cut to `cut`, as WOFF2. */
export async function cutFont(font: Uint8Array, cut: Cut): Promise<Buffer> {
  const sfnt = await sfntOf(font);
  const hb = await loadSubsetter();
  const data = hb.malloc(sfnt.byteLength);
  new Uint8Array(hb.memory.buffer).set(sfnt, data);
  const blob = hb.hb_blob_create(data, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    if (input === 0) throw new Error('HarfBuzz could not start a subset (out of memory?)');
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    if (cut.features) for (const feature of cut.features) hb.hb_set_add(features, tag(feature));
    else hb.hb_set_invert(features);
    const points = hb.hb_subset_input_unicode_set(input);
    for (const point of cut.points) hb.hb_set_add(points, point);
    if (cut.glyphs) {
      const glyphs = hb.hb_subset_input_glyph_set(input);
      for (const glyph of cut.glyphs) hb.hb_set_add(glyphs, glyph);
      hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    }
    if (!hb.hb_subset_input_set_axis_range(input, face, tag('wght'), cut.weights.min, cut.weights.max, NaN)) {
      throw new Error(`The font has no weight axis to keep ${cut.weights.min}–${cut.weights.max} of`);
    }
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('HarfBuzz could not cut the font (a damaged file?)');
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(result));
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return Buffer.from(await wawoff2.compress(bytes));
  } finally {
    if (input !== 0) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
