import { data } from "react-router";

/** Any address no other route claims: a real 404 that the root error boundary renders. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
