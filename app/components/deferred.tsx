import type * as React from "react";
import {
  type ComponentType,
  lazy,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useFetchers, useNavigation } from "react-router";

/** Set once the first page has hydrated: from then on, deferred parts load at once. */
let appHydrated = false;

/** Called by the root once the page has hydrated; also marks `<html data-hydrated>` (tests wait for it). */
export function useMarkAppHydrated() {
  useEffect(() => {
    appHydrated = true;
    document.documentElement.dataset.hydrated = "";
  }, []);
}

/**
 * Where a split-off part comes from: the component itself when rendering on the server (so
 * its HTML is complete for prerendering and visitors without JavaScript), or a loader of its
 * code in the browser. Write it as
 * `import.meta.env.SSR ? { component: (await import("./part")).Part } : { load: () => import("./part").then((m) => m.Part) }`:
 * the browser build drops the first branch entirely, so its bundle keeps only the loader.
 */
export type PartSource<Props> =
  | { component: ComponentType<Props> }
  | { load: () => Promise<ComponentType<Props>> };

function lazyPart<Props extends object>(
  source: PartSource<Props>,
  waitFor: Promise<void>,
): ComponentType<Props> {
  if ("component" in source) return source.component;
  const { load } = source;
  return lazy(() => waitFor.then(load).then((Component) => ({ default: Component })));
}

/** A part whose code is split off and loaded as soon as it is rendered (e.g. the error pages). */
export function splitPart<Props extends object>(source: PartSource<Props>): ComponentType<Props> {
  return lazyPart(source, Promise.resolve());
}

/** Marks the part's box `data-ready` once its code has loaded and it is live. */
function ReadyMarker({ box }: { box: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (box.current) box.current.dataset.ready = "";
  }, [box]);
  return null;
}

/** Props are plain data from loaders: equal in value is equal, whatever the object. */
function samePlainProps(before: object, after: object): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => a[key] === b[key] || JSON.stringify(a[key]) === JSON.stringify(b[key]))
  );
}

const wakeEvents = ["focusin", "pointerover", "touchstart", "keydown"] as const;

/**
 * A part of a page whose JavaScript loads only when the visitor reaches for it (hovers,
 * touches, tabs into it), or with `whenSeen` also when it scrolls into view. Until then it is
 * the server's HTML, which already works: links lead on and forms post. This keeps what a
 * page makes a phone download and run down to what the visitor uses. After a client-side
 * navigation the part renders straight away. The part sits in a box of its own; `boxless`
 * takes the box out of the layout (`display: contents`), for a part that must stay a child
 * of the page's layout, such as a sticky header.
 */
export function deferUntilUsed<Props extends object>(
  source: PartSource<Props>,
  { whenSeen = false, boxless = false }: { whenSeen?: boolean; boxless?: boolean } = {},
): ComponentType<Props> {
  let start = () => {};
  const started =
    typeof document === "undefined"
      ? Promise.resolve()
      : new Promise<void>((resolve) => (start = resolve));
  const Part = lazyPart(source, started);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level
  function Deferred(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // Decided once, at mount: mounting after the first hydration means a client-side navigation.
    const [mountedAfterHydration] = useState(() => appHydrated);
    // Any navigation or form submission may re-render what this part shows, and React holds
    // such an update back until a part it has not hydrated yet can render: so start loading.
    const navigation = useNavigation();
    const fetchers = useFetchers();
    const routerBusy =
      navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
    if (mountedAfterHydration || routerBusy) start();
    // The same element for the same props: re-rendering this box must not touch the part.
    const part = useMemo(() => <Part {...props} />, [props]);
    useEffect(() => {
      const element = box.current;
      if (!element) return;
      // On the window, in the capture phase: React stops these events from propagating while
      // they target content it has not hydrated yet, so a listener on the box would never hear them.
      const wake = (event: Event) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return;
        stopListening();
        start();
      };
      const seen = whenSeen
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              stopListening();
              start();
            },
            { rootMargin: "200px" },
          )
        : undefined;
      const stopListening = () => {
        seen?.disconnect();
        for (const name of wakeEvents) window.removeEventListener(name, wake, { capture: true });
      };
      seen?.observe(element);
      for (const name of wakeEvents)
        window.addEventListener(name, wake, { capture: true, passive: true });
      return stopListening;
    }, []);
    return (
      <div ref={box} data-deferred="" className={boxless ? "contents" : undefined}>
        <Suspense fallback={null}>
          {part}
          <ReadyMarker box={box} />
        </Suspense>
      </div>
    );
  }
  // A re-render with new props would make React give up the server's HTML of a part not yet
  // hydrated and show nothing until its code arrives; the same props must not re-render it.
  return memo(Deferred, samePlainProps) as unknown as ComponentType<Props>;
}
