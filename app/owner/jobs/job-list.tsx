import { Link } from "react-router";

export interface JobRow {
  id: number;
  title: string;
  customer: string;
  finished: string | null;
  /** The customer cancelled the contract (within the 14 days) on this day. */
  cancelled: string | null;
  startOn: string | null;
  nextVisit: string | null;
  due: string | null;
  late: boolean;
  waiting: string[];
}

/** Jobs as cards: the customer and the job, then what matters on it today. */
export function JobList({ jobs }: { jobs: JobRow[] }) {
  return (
    <ul className="grid gap-3">
      {jobs.map((job) => (
        <li key={job.id} className="rounded-md border border-navy-200 p-3">
          <Link to={`/owner/jobs/${job.id}`} className="font-semibold text-navy-800 underline">
            {job.customer}: {job.title}
          </Link>
          <ul className="mt-1 grid gap-0.5 text-sm">
            {job.cancelled ? (
              <li>Cancelled by the customer on {job.cancelled}</li>
            ) : job.finished ? (
              <li>Finished on {job.finished}</li>
            ) : (
              <>
                <li>{job.startOn ? `Starts ${job.startOn}` : "Start day not set"}</li>
                <li>{job.nextVisit ? `Next: ${job.nextVisit}` : "No visit planned"}</li>
              </>
            )}
            {job.due ? (
              <li className={job.late ? "font-semibold text-danger" : undefined}>
                {job.late ? `Overdue: ${job.due}` : `Due: ${job.due}`}
              </li>
            ) : null}
            {job.waiting.map((waiting) => (
              <li key={waiting} className="font-semibold">
                {waiting}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
