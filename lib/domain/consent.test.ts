import { CONSENT_PURPOSES, CONSENT_TEXTS, consentTextOf, EARLIER_CONSENT_TEXTS } from "./consent";

describe("consent texts and their versions", () => {
  it("gives the words of the current version and of each earlier one; none for a version never shown", () => {
    expect(consentTextOf("order_updates_whatsapp", CONSENT_TEXTS.order_updates_whatsapp.version)).toBe(
      CONSENT_TEXTS.order_updates_whatsapp.text,
    );
    expect(consentTextOf("order_updates_whatsapp", "2026-11-26")).toBe(
      "Send me order updates on WhatsApp (order confirmed, shipped with the tracking link, out for delivery, delivered).",
    );
    expect(consentTextOf("marketing_email", "2026-11-26")).toBe(CONSENT_TEXTS.marketing_email.text);
    expect(consentTextOf("marketing_email", "1999-01-01")).toBeNull();
  });

  it("the order-updates text names every WhatsApp order message the shop sends under it", () => {
    const text = CONSENT_TEXTS.order_updates_whatsapp.text;
    for (const words of ["cash-on-delivery", "tracking link", "out for delivery", "failed", "delivered"])
      expect(text).toContain(words);
  });

  it("never reuses a version within a purpose", () => {
    for (const purpose of CONSENT_PURPOSES) {
      const versions = [
        CONSENT_TEXTS[purpose].version,
        ...EARLIER_CONSENT_TEXTS[purpose].map((earlier) => earlier.version),
      ];
      expect(new Set(versions).size).toBe(versions.length);
    }
  });
});
