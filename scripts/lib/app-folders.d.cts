/** The folders of app/ by what they are (app-folders.cjs). */
export declare const folders: Record<
  "infrastructure" | "features" | "composition" | "ui",
  string[]
>;
