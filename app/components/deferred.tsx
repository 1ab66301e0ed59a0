import type * as React from "react";
import {
  type ComponentType,
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";

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
 * Split-off code as a component. In the browser its code is imported once `until` resolves,
 * and React waits for it. On the server it is imported with the module (when the server
 * starts, or the build prerenders), so that pages render in one pass, as if it were not split
 * off; only a page rendered before that import has finished waits for it.
 */
function splitOff<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  until: Promise<void>,
): ComponentType<Props> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<Props> | undefined;
    const loading = load().then((Component) => {
      Loaded = Component;
    });
    // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level
    return function ServerPart(props: Props) {
      if (!Loaded) use(loading);
      const Component = Loaded as ComponentType<Props>;
      return <Component {...props} />;
    };
  }
  return lazy(() => until.then(load).then((Component) => ({ default: Component })));
}

/**
 * A part whose code loads as soon as it is shown, e.g. an error page that most visitors
 * never see: `loadsWhenShown(() => import("./part").then((module) => module.Part))`. Render
 * it inside `<Suspense>`.
 */
export function loadsWhenShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return splitOff(load, Promise.resolve());
}

/** Marks the part's box `data-ready` once its code has loaded and it is live. */
function ReadyMarker({ box }: { box: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (box.current) box.current.dataset.ready = "";
  }, [box]);
  return null;
}

/**
 * Shown only when React has had to drop the server's HTML of a part whose code has not been
 * asked for (a page's own navigation can do that before the part is used): ask for it now, or
 * the part would stay empty.
 */
function LoadNow({ start }: { start: () => void }) {
  useEffect(() => start(), [start]);
  return null;
}

/** How to start loading each part that has been on a page: one router update reaches them all. */
const partsShown = new Set<() => void>();
const startEveryPart = () => {
  for (const startPart of partsShown) startPart();
};

const wakeEvents = ["focusin", "pointerover", "touchstart", "keydown"] as const;

/**
 * A part of a page whose code loads when it is used:
 * `loadsWhenUsed(() => import("./part").then((module) => module.Part))`.
 *
 * On the server it renders in full, so prerendered pages and visitors without JavaScript get
 * all of it. In the browser it stays the server's HTML,
 * which already works (links lead on, forms post), until the visitor reaches for it (hovers,
 * touches, tabs into it), or with `whenSeen` also until it comes near the screen; then its
 * code loads and React hydrates it. This keeps what a page makes a phone download and run
 * down to what the visitor uses. After a client-side navigation the part loads at once. The
 * part sits in a box of its own; `boxless` takes the box out of the layout
 * (`display: contents`), for a part that must stay a child of the page's layout, such as a
 * sticky header.
 */
export function loadsWhenUsed<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { whenSeen = false, boxless = false }: { whenSeen?: boolean; boxless?: boolean } = {},
): ComponentType<Props> {
  let start = () => {};
  const started =
    typeof document === "undefined"
      ? Promise.resolve()
      : new Promise<void>((resolve) => (start = resolve));
  const Part = splitOff(load, started);
  const startLoading = () => start();

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level
  function Deferred(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // Decided once, at mount: mounting after the first hydration means a client-side navigation.
    const [mountedAfterHydration] = useState(() => appHydrated);
    // Any navigation or form submission re-renders every part on the page (their links read
    // the router's state), and React holds such an update back until all of them can render:
    // so once the router has been used (a navigation going or done, a fetcher posted), every
    // part on the page starts loading. Every part, not only this one: React may hold the
    // update at the first part it meets and never render the later ones with it; and not only
    // while the router is busy: a quick post can be over before React renders this box.
    const navigation = useNavigation();
    const fetchers = useFetchers();
    const location = useLocation();
    const [locationAtMount] = useState(location.key);
    const routerUsed =
      navigation.state !== "idle" || fetchers.length > 0 || location.key !== locationAtMount;
    if (mountedAfterHydration) start();
    else if (routerUsed) startEveryPart();
    useEffect(() => {
      partsShown.add(startLoading);
    }, []);
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
        <Suspense fallback={<LoadNow start={startLoading} />}>
          {part}
          <ReadyMarker box={box} />
        </Suspense>
      </div>
    );
  }
  // Re-rendering a part that is not hydrated yet holds the update back until its code has
  // arrived: the page re-renders on every navigation, so the same props must not re-render it.
  return memo(Deferred) as unknown as ComponentType<Props>;
}
