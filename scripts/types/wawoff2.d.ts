/* wawoff2's API (Google's WOFF2 encoder and decoder, built to WebAssembly); the package ships no types. */
declare module 'wawoff2' {
  const wawoff2: {
    /** OpenType (sfnt) bytes to WOFF2. */
    compress(font: Uint8Array): Promise<Uint8Array>;
    /** WOFF2 bytes to OpenType (sfnt). */
    decompress(font: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
