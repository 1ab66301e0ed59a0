/**
 * Browser code, as text for the page's inline scripts: declares the promises `loaded` (the
 * page's `load` event) and `painted` (its first contentful paint; browsers that cannot tell
 * resolve it at once). A browser may paint after `load`, so what must not compete with the
 * first paint waits for both: `Promise.all([loaded, painted])`.
 */
export const loadedAndPainted = [
  `const loaded = new Promise((done) => document.readyState === "complete" ? done() : addEventListener("load", done, { once: true }));`,
  `const painted = new Promise((done) => PerformanceObserver.supportedEntryTypes?.includes("paint") ? new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); done(); } }).observe({ type: "paint", buffered: true }) : done());`,
].join("\n");
