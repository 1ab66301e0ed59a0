import * as lucide from "lucide-react";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * One CSS rule per icon name, giving `.icon-<name>` its drawing as a data URL that `.icon`
 * (in app.css) uses as a mask. Drawn black: only the shape matters to a mask.
 */
export function iconStyles(names: readonly string[]): string {
  return names.map((name) => `.icon-${name} {\n  --icon: ${dataUrl(iconSvg(name))};\n}\n`).join("");
}

function iconSvg(name: string): string {
  const filled = name.endsWith("-filled");
  const drawing = filled ? name.slice(0, -"-filled".length) : name;
  const componentName = drawing.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) =>
    letter.toUpperCase(),
  );
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[componentName];
  if (!component) throw new Error(`No lucide icon is called "${drawing}" (${componentName})`);
  const svg = renderToStaticMarkup(createElement(component));
  const openingTag = svg.slice(0, svg.indexOf(">") + 1);
  const shapes = svg.slice(openingTag.length, -"</svg>".length).replace(/><\/\w+>/g, "/>");
  const drawingTag = openingTag
    .replace(/ (width|height|class|aria-hidden)="[^"]*"/g, "")
    .replace('stroke="currentColor"', 'stroke="black"')
    .replace('fill="none"', filled ? 'fill="black"' : 'fill="none"');
  return `${drawingTag}${shapes}</svg>`;
}

function dataUrl(svg: string): string {
  const encoded = svg
    .replace(/"/g, "'")
    .replace(/%/g, "%25")
    .replace(/#/g, "%23")
    .replace(/</g, "%3C")
    .replace(/>/g, "%3E");
  return `url("data:image/svg+xml,${encoded}")`;
}
