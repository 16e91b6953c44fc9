import { DISPATCH_CUTOFF_HOUR, estimatedDeliveryDay } from "@/lib/domain/delivery";
import { SEED_PINCODES } from "./content";
import { SEED_POLICIES } from "./policies";

/** The published shipping policy says what the site does (issue 13): the rules it names are the ones the code applies. */
describe("the shipping policy", () => {
  const text = SEED_POLICIES.shipping.body.join("\n");

  it("states the dispatch cut-off the delivery estimates use", () => {
    expect(DISPATCH_CUTOFF_HOUR).toBe(14);
    expect(text).toContain(
      "orders placed before 2 pm (India time) are dispatched the same day, later ones the next day",
    );
    // 13:59 and 14:00 in India, 3 delivery days.
    expect(estimatedDeliveryDay(new Date("2026-11-23T08:29:00Z"), 3)).toBe("2026-11-26");
    expect(estimatedDeliveryDay(new Date("2026-11-23T08:30:00Z"), 3)).toBe("2026-11-27");
  });

  it("gives the delivery days of the seeded pincode list, and says what checkout refuses", () => {
    const days = SEED_PINCODES.filter((row) => row.serviceable).map((row) => row.deliveryDays);
    expect(text).toContain(`${Math.min(...days)} to ${Math.max(...days)} days across India`);
    expect(text).toContain(
      "An order cannot be placed to a pincode we do not serve, and cash on delivery cannot be chosen where it is not available",
    );
    expect(text).toContain('"Check delivery" on every product page and at checkout');
    expect(text).not.toMatch(/business days after dispatch|we will cancel the order and refund/);
  });
});
