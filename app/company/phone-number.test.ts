import { describe, expect, it } from "vitest";
import { companySchema } from "~/company/company";
import { ukPhoneNumber } from "./phone-number";

describe("a phone number as the owner types it", () => {
  it.each([
    ["+44 1253 555012", "01253 555012"],
    ["(01253) 555012", "01253 555012"],
    ["0044 1253-555-012", "01253 555012"],
    ["01253555012", "01253 555012"],
    ["020 7946 0000", "020 7946 0000"],
    ["0800 123 4567", "0800 123 4567"],
  ])("%s is stored as %s, which the content accepts", (typed, stored) => {
    expect(ukPhoneNumber(typed)).toBe(stored);
    expect(companySchema.shape.phone.safeParse(stored).success).toBe(true);
  });

  it.each(["12345", "+1 212 555 0100", "call us"])(
    "%s is left as typed, for the content to refuse",
    (typed) => {
      expect(ukPhoneNumber(typed)).toBe(typed);
      expect(companySchema.shape.phone.safeParse(typed).success).toBe(false);
    },
  );
});
