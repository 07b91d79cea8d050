/* The part of subset-font's API that scripts/vite-font-plugin.ts uses (the package ships no types). */
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, Axis>;
    keepFeatures?: string[];
  };
  function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
  export default subsetFont;
}
