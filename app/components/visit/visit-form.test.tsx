import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { wordsOf } from "../../../tests/support/page-render";
import { VisitForm } from "./visit-form";

/** The form as a page without JavaScript gets it: on the customer's page, and on the owner's. */
const CustomerForm = () => <VisitForm address={null} reply={undefined} phone="01253 000000" />;
const OwnerForm = () => (
  <VisitForm address={null} reply={undefined} phone="01253 000000" forCustomer={false} />
);
const Stub = createRoutesStub([
  { path: "/visit", Component: CustomerForm },
  { path: "/owner/visit", Component: OwnerForm },
]);

const labelsAt = (path: string) =>
  [
    ...renderToStaticMarkup(<Stub initialEntries={[path]} />).matchAll(
      /<label\b[^>]*>([\s\S]*?)<\/label>/g,
    ),
  ].map((match) => wordsOf(match[1] ?? "").trim());

describe("the visit form's labels", () => {
  it("say (optional) once, beside the access notes only", () => {
    for (const path of ["/visit", "/owner/visit"]) {
      const labels = labelsAt(path);
      expect(labels).toContain("Anything we should know to get in (optional)");
      expect(labels.filter((label) => label.includes("(optional)"))).toHaveLength(1);
    }
  });
});
