import { describe, expect, it } from "vitest";
import { fixtureContent } from "../../tests/support/page-render";
import { withContent } from "../content/site-content.server";
import { quotePrefill } from "./contact-page.server";

// The tests' own content: the Walls service; Blackpool and Fleetwood.
const built = fixtureContent();
const prefill = (service: string | null, town: string | null) =>
  withContent(built, () => quotePrefill(service, town));

describe("a quote request started from a link", () => {
  it("starts with the service and the town the link names", () => {
    expect(prefill("walls", "fleetwood").message).toBe("Walls in Fleetwood: ");
    expect(prefill(null, "blackpool")).toEqual({ message: "A job in Blackpool: " });
    expect(prefill("walls", null).message).toBe("Walls: ");
  });

  it("leaves out what it does not know", () => {
    expect(prefill("made-up", "atlantis")).toEqual({});
    expect(prefill(null, "<script>")).toEqual({});
    expect(prefill("walls", "atlantis").message).toBe("Walls: ");
  });
});
