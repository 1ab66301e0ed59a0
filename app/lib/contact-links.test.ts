import { describe, expect, it } from "vitest";
import {
  emailLink,
  internationalDigits,
  smsShareLink,
  telLink,
  whatsAppLink,
  whatsAppShareLink,
} from "./contact-links";

describe("one-tap contact links", () => {
  it("turns UK numbers as typed into international form", () => {
    expect(internationalDigits("07700 900123")).toBe("447700900123");
    expect(internationalDigits("+44 (0)7700-900123".replace("(0)", ""))).toBe("447700900123");
    expect(internationalDigits("0044 1253 000000")).toBe("441253000000");
    expect(internationalDigits("+353 87 123 4567")).toBe("353871234567");
  });

  it("gives no link for something that is not a number", () => {
    expect(telLink("call me")).toBeNull();
    expect(whatsAppLink("12")).toBeNull();
  });

  it("builds tel: and wa.me links", () => {
    expect(telLink("01253 000000")).toBe("tel:+441253000000");
    expect(whatsAppLink("07700 900123")).toBe("https://wa.me/447700900123");
  });

  it("carries a message with a link, encoded whole, by text or WhatsApp", () => {
    const message = "Hi Sarah, a review? https://example.com/review/abc?x=1&y=2 #1";
    expect(smsShareLink(message)).toBe(`sms:?&body=${encodeURIComponent(message)}`);
    expect(whatsAppShareLink(message)).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(decodeURIComponent(smsShareLink(message).split("body=")[1] ?? "")).toBe(message);
    expect(whatsAppShareLink(message).split("text=")[1]).not.toMatch(/[ &#?]/);
  });

  it("puts the reference in the email's subject, and hostile addresses cannot add headers", () => {
    const link = emailLink("jo@example.com", { reference: "MC-00042", companyName: "Marram" });
    expect(link).toBe(
      "mailto:jo@example.com?subject=Your%20quote%20request%20MC-00042%20%E2%80%93%20Marram",
    );
    const hostile = emailLink("a@b.c?bcc=x@evil.test&body=hi", {
      reference: "MC-1",
      companyName: "M",
    });
    expect(hostile.split("?")).toHaveLength(2);
    expect(hostile).not.toContain("&body");
  });
});
