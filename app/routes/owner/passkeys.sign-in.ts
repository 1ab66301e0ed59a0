import { data } from "react-router";

/** Passkeys: being built. */
export function action() {
  return data({ message: "Passkeys are not ready yet." }, { status: 404 });
}

export function loader() {
  return data({ message: "Not found." }, { status: 404 });
}
