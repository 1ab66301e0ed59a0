import { data } from "react-router";

/** An address under /owner that is not a page: the area's own 404, in its own frame. */
export const handle = { scripts: true };

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
