import { Link } from "react-router";
import type { MapPlace } from "~/town-pages/service-area";

/**
 * A schematic map of the Fylde coast drawn from the areas' own coordinates: no map tiles, no
 * third party, a few kilobytes. Used as the contact map's preview and on the areas page.
 */

const bounds = { north: 54.08, south: 53.72, west: -3.25, east: -2.6 };
const width = 600;
const lonScale = Math.cos((53.9 * Math.PI) / 180);
const scale = width / ((bounds.east - bounds.west) * lonScale);
const height = Math.round((bounds.north - bounds.south) * scale);

function project(latitude: number, longitude: number): [number, number] {
  return [(longitude - bounds.west) * lonScale * scale, (bounds.north - latitude) * scale];
}

/** Roughly the shore, south to north, with the Ribble, Wyre and Lune estuaries cut in. */
const shore: [number, number][] = [
  [53.72, -2.78],
  [53.755, -2.75],
  [53.75, -2.86],
  [53.742, -2.92],
  [53.736, -2.965],
  [53.742, -3.0],
  [53.752, -3.035],
  [53.775, -3.05],
  [53.8, -3.058],
  [53.82, -3.058],
  [53.84, -3.056],
  [53.856, -3.053],
  [53.876, -3.046],
  [53.895, -3.043],
  [53.914, -3.032],
  [53.927, -3.008],
  [53.912, -3.0],
  [53.888, -2.996],
  [53.868, -2.988],
  [53.882, -2.976],
  [53.906, -2.984],
  [53.928, -2.99],
  [53.936, -2.95],
  [53.946, -2.9],
  [53.958, -2.862],
  [53.99, -2.846],
  [54.045, -2.805],
  [54.0, -2.875],
  [54.034, -2.92],
  [54.068, -2.875],
  [54.08, -2.85],
];

const landPath = `M${[
  project(bounds.south, bounds.east),
  ...shore.map(([lat, lon]) => project(lat, lon)),
  project(bounds.north, bounds.east),
]
  .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
  .join("L")}Z`;

/** Which side of its dot a town's name sits, so clustered names do not collide. */
const labelSide: Record<string, "left" | "right" | "above" | "below"> = {
  Blackpool: "left",
  Fleetwood: "left",
  "Lytham St Annes": "left",
  "Thornton-Cleveleys": "left",
  "Poulton-le-Fylde": "below",
  Preesall: "above",
  Stalmine: "right",
  Hambleton: "right",
};

interface FyldeMapProps {
  /** The towns; one with a `page` of its own links to it. */
  places: (MapPlace & { page?: string | undefined })[];
  headOffice: MapPlace;
  className?: string;
  title: string;
}

const mainTowns = new Set([
  "Blackpool",
  "Fleetwood",
  "Lytham St Annes",
  "Preston",
  "Lancaster",
  "Garstang",
  "Kirkham",
]);

export function FyldeMap({ places, headOffice, className, title }: FyldeMapProps) {
  const [officeX, officeY] = project(headOffice.latitude, headOffice.longitude);
  // A picture, unless its towns link to their pages: a picture's parts cannot be links.
  const hasLinks = places.some((place) => place.page);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role={hasLinks ? "group" : "img"}
      aria-label={title}
      className={className}
    >
      <defs>
        <pattern id="sea-waves" width="40" height="16" patternUnits="userSpaceOnUse">
          <path
            d="M0 8q10-6 20 0t20 0"
            fill="none"
            stroke="#ffffff"
            strokeOpacity="0.08"
            strokeWidth="1.5"
          />
        </pattern>
      </defs>
      <rect width={width} height={height} fill="#123154" />
      <rect width={width} height={height} fill="url(#sea-waves)" />
      <path d={landPath} fill="#f5f0e6" stroke="#d8c8a8" strokeWidth="2" strokeLinejoin="round" />
      <text
        x="40"
        y={height * 0.72}
        fill="#aec3dc"
        fontSize="20"
        fontStyle="italic"
        className="font-sans"
      >
        Irish Sea
      </text>
      {places.map((place) => {
        const [x, y] = project(place.latitude, place.longitude);
        const isMainTown = mainTowns.has(place.name);
        const side = labelSide[place.name] ?? "right";
        const anchor = side === "left" ? "end" : side === "right" ? "start" : "middle";
        const dx = side === "left" ? -10 : side === "right" ? 10 : 0;
        const dy = side === "above" ? -12 : side === "below" ? 22 : 6;
        const dot = (
          <>
            <circle cx={x} cy={y} r="6" fill="#1a426d" stroke="#ffffff" strokeWidth="2" />
            <text
              x={x + dx}
              y={y + dy}
              textAnchor={anchor}
              fontSize="16"
              fontWeight="600"
              fill="#0c2238"
              stroke="#f5f0e6"
              strokeWidth="4"
              paintOrder="stroke"
              className={isMainTown ? "font-sans" : "font-sans max-sm:hidden"}
            >
              {place.name}
            </text>
          </>
        );
        if (!place.page) return <g key={place.name}>{dot}</g>;
        return (
          <Link
            key={place.name}
            to={place.page}
            aria-label={`Builders in ${place.name}`}
            className="group outline-none"
          >
            {/* A target a finger can hit, and a ring that shows the keyboard's focus. */}
            <circle cx={x} cy={y} r="18" fill="transparent" />
            <circle
              cx={x}
              cy={y}
              r="12"
              fill="none"
              stroke="#ffc22e"
              strokeWidth="4"
              className="opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
            />
            {dot}
          </Link>
        );
      })}
      <g>
        <circle cx={officeX} cy={officeY} r="13" fill="#ffc22e" stroke="#0c2238" strokeWidth="3" />
        <path d={`M${officeX - 6} ${officeY + 1}l6-6 6 6v5h-12z`} fill="#0c2238" />
      </g>
    </svg>
  );
}
