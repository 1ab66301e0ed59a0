import { formatCount } from "~/lib/format-count";
import { addDays, formatDay, months } from "~/lib/uk-time";

interface Week {
  monday: string;
  visits: number;
}

/**
 * The top of the scale: the highest week rounded up to 1, 2 or 5 times a power of ten, and at
 * least 10, so that the half-way line's label is a whole number too.
 */
export function scaleTop(highest: number): number {
  if (highest <= 10) return 10;
  const power = 10 ** Math.floor(Math.log10(highest));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= highest) ?? 10;
  return step * power;
}

/** Where each month's first week starts, every other month, as the chart's bottom labels. */
function monthLabels(weeks: readonly Week[]) {
  const firsts = weeks
    .map((week, index) => ({ index, month: week.monday.slice(5, 7), at: week.monday }))
    .filter((week, index) => index === 0 || weeks[index - 1]?.monday.slice(5, 7) !== week.month);
  return firsts
    .filter((_, index) => index % 2 === 1)
    .map((week) => ({
      left: (week.index / weeks.length) * 100,
      label: months[Number(week.month) - 1]?.slice(0, 3) ?? "",
    }));
}

/** In words, for a screen reader: the range, the best week and the latest whole week. */
function summary(weeks: readonly Week[], partial: boolean) {
  const best = weeks.reduce(
    (top, week) => (week.visits > top.visits ? week : top),
    weeks[0] as Week,
  );
  const latest = weeks.at(partial ? -2 : -1) as Week;
  return `Visits per week. Highest: ${formatCount(best.visits)} in the week of ${formatDay(best.monday)}. Latest whole week, from ${formatDay(latest.monday)}: ${formatCount(latest.visits)}.`;
}

/**
 * Visits per week for a year, drawn on the server: bars in an SVG that stretches to the
 * width, with the scale and months as HTML beside it so their text stays readable on a phone.
 * The numbers themselves are in the table under the chart.
 */
export function VisitsChart({ weeks, today }: { weeks: readonly Week[]; today: string }) {
  const top = scaleTop(Math.max(...weeks.map((week) => week.visits)));
  const partial = addDays((weeks.at(-1) as Week).monday, 6) >= today;
  return (
    <figure>
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div aria-hidden="true" className="relative h-48 w-12 text-right text-muted text-sm">
          <span className="absolute top-0 right-0 -translate-y-1/2">{formatCount(top)}</span>
          <span className="absolute top-1/2 right-0 -translate-y-1/2">{formatCount(top / 2)}</span>
          <span className="absolute right-0 bottom-0 translate-y-1/2">0</span>
        </div>
        <svg
          role="img"
          aria-label={summary(weeks, partial)}
          viewBox={`0 0 ${weeks.length} 100`}
          preserveAspectRatio="none"
          className="h-48 w-full border-navy-300 border-b"
        >
          {[0, 50].map((y) => (
            <line
              key={y}
              x1="0"
              x2={weeks.length}
              y1={y}
              y2={y}
              className="stroke-navy-100"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {weeks.map((week, index) => {
            const height = (week.visits / top) * 100;
            return (
              <rect
                key={week.monday}
                x={index + 0.15}
                width="0.7"
                y={100 - height}
                height={height}
                className={
                  partial && index === weeks.length - 1 ? "fill-navy-300" : "fill-navy-700"
                }
              />
            );
          })}
        </svg>
        <div />
        <div aria-hidden="true" className="relative mt-1 h-6 text-muted text-sm">
          {monthLabels(weeks).map((label) => (
            <span key={label.left} className="absolute" style={{ left: `${label.left}%` }}>
              {label.label}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="mt-2 text-muted text-sm">
        Weeks from Monday {formatDay(weeks[0]?.monday ?? today)}
        {partial ? "; the last, paler bar is this week so far." : "."}
      </figcaption>
    </figure>
  );
}
