// The font tools ship without type declarations; these cover the calls the build makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "sfnt";
      keepFeatures?: string[];
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: { convert(font: Buffer, to: "sfnt" | "woff" | "woff2"): Promise<Buffer> };
  export default fontverter;
}
