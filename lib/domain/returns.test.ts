import {
  canMoveReturn,
  returnCancelRefusal,
  returnOutcome,
  returnStatusLabel,
  checkReturnChoice,
  isReturnableCategory,
  isUpiId,
  maskUpiId,
  returnableQuantity,
  returnWindowRefusal,
  unitsHeld,
} from "./returns";

const line = (over: Partial<Parameters<typeof returnableQuantity>[0] & { name: string }> = {}) => ({
  itemId: 1,
  name: "Ashwagandha",
  quantity: 3,
  refundableQuantity: 3,
  heldByReturns: 0,
  returnable: true,
  ...over,
});

describe("returnable quantity", () => {
  it("is the delivered units less refunded ones and those in open returns", () => {
    expect(returnableQuantity(line())).toBe(3);
    expect(returnableQuantity(line({ refundableQuantity: 2 }))).toBe(2);
    expect(returnableQuantity(line({ refundableQuantity: 2, heldByReturns: 1 }))).toBe(1);
    expect(returnableQuantity(line({ heldByReturns: 5 }))).toBe(0);
    expect(returnableQuantity(line({ returnable: false }))).toBe(0);
  });

  it("counts open and received returns, not rejected, refunded or closed ones", () => {
    const held = unitsHeld([
      { status: "requested", lines: [{ orderItemId: 1, quantity: 1 }] },
      {
        status: "received",
        lines: [
          { orderItemId: 1, quantity: 1 },
          { orderItemId: 2, quantity: 2 },
        ],
      },
      { status: "rejected", lines: [{ orderItemId: 1, quantity: 3 }] },
      { status: "refunded", lines: [{ orderItemId: 2, quantity: 1 }] },
      { status: "closed", lines: [{ orderItemId: 2, quantity: 1 }] },
    ]);
    expect(Object.fromEntries(held)).toEqual({ 1: 2, 2: 2 });
  });
});

describe("checkReturnChoice", () => {
  const lines = [
    line(),
    line({ itemId: 2, name: "Triphala", quantity: 1 }),
    line({ itemId: 3, name: "Tea", returnable: false }),
  ];

  it("accepts units within what is left and drops zero lines", () => {
    expect(
      checkReturnChoice(lines, [
        { itemId: 1, quantity: 2 },
        { itemId: 2, quantity: 0 },
      ]),
    ).toEqual({
      ok: true,
      lines: [{ itemId: 1, quantity: 2 }],
    });
  });

  it("refuses more than left, nothing chosen, unknown or repeated lines, unreturnable products", () => {
    expect(checkReturnChoice(lines, [{ itemId: 1, quantity: 4 }])).toEqual({
      ok: false,
      message: "You can return at most 3 units of Ashwagandha.",
    });
    expect(checkReturnChoice([line({ heldByReturns: 3 })], [{ itemId: 1, quantity: 1 }])).toEqual({
      ok: false,
      message: "Ashwagandha has no units left to return.",
    });
    expect(checkReturnChoice(lines, [])).toMatchObject({ ok: false, message: "Choose at least one item to return." });
    expect(checkReturnChoice(lines, [{ itemId: 9, quantity: 1 }])).toMatchObject({ ok: false });
    expect(
      checkReturnChoice(lines, [
        { itemId: 1, quantity: 1 },
        { itemId: 1, quantity: 1 },
      ]),
    ).toMatchObject({ ok: false, message: "Choose items of this order, each once." });
    expect(checkReturnChoice(lines, [{ itemId: 3, quantity: 1 }])).toEqual({
      ok: false,
      message: "Tea cannot be returned under our returns policy.",
    });
  });
});

describe("the window and the policy", () => {
  const delivered = new Date("2026-11-01T10:00:00Z");
  it("is open up to the window's days after delivery", () => {
    expect(
      returnWindowRefusal({ status: "delivered", deliveredAt: delivered }, 7, new Date("2026-11-08T09:59:00Z")),
    ).toBeNull();
    expect(
      returnWindowRefusal({ status: "delivered", deliveredAt: delivered }, 7, new Date("2026-11-08T10:01:00Z")),
    ).toBe("The return window of this order closed 7 days after delivery.");
    expect(returnWindowRefusal({ status: "shipped", deliveredAt: null }, 7)).toBe(
      "Only a delivered order can be returned.",
    );
  });

  it("reads a category or its parent against the returnable list", () => {
    expect(isReturnableCategory({ slug: "face-oils", parentSlug: "skincare" }, ["skincare"])).toBe(true);
    expect(isReturnableCategory({ slug: "skincare", parentSlug: null }, ["skincare"])).toBe(true);
    expect(isReturnableCategory({ slug: "green-teas", parentSlug: "wellness-teas" }, ["skincare"])).toBe(false);
    expect(isReturnableCategory(null, ["skincare"])).toBe(false);
  });

  it("moves only forward along the return's steps", () => {
    expect(canMoveReturn("requested", "approved")).toBe(true);
    expect(canMoveReturn("approved", "requested")).toBe(false);
    expect(canMoveReturn("rejected", "approved")).toBe(false);
    expect(canMoveReturn("received", "refunded")).toBe(true);
    expect(canMoveReturn("in_transit", "refunded")).toBe(false);
  });

  it("closes a return once it is refunded or rejected, or cancelled before its pickup; never from the road", () => {
    expect(canMoveReturn("refunded", "closed")).toBe(true);
    expect(canMoveReturn("rejected", "closed")).toBe(true);
    expect(canMoveReturn("requested", "closed")).toBe(true);
    expect(canMoveReturn("approved", "closed")).toBe(true);
    for (const from of ["pickup_scheduled", "in_transit", "received", "closed"] as const)
      expect(canMoveReturn(from, "closed")).toBe(false);
    expect(canMoveReturn("closed", "requested")).toBe(false);
  });

  it("names a closed return by how it ended", () => {
    const base = { refundId: null, rejectionReason: null };
    expect(returnOutcome({ ...base, status: "received" })).toBeNull();
    expect(returnStatusLabel({ ...base, status: "received" })).toBe("Received by us");
    expect(returnOutcome({ ...base, status: "closed", refundId: "rfnd_1" })).toBe("refunded");
    expect(returnStatusLabel({ ...base, status: "closed", refundId: "rfnd_1" })).toBe("Refunded");
    expect(returnStatusLabel({ ...base, status: "closed", rejectionReason: "Opened" })).toBe("Return rejected");
    expect(returnStatusLabel({ ...base, status: "closed" })).toBe("Cancelled");
    expect(returnOutcome({ ...base, status: "refunded" })).toBe("refunded");
  });

  it("lets the shopper cancel only before the pickup is booked", () => {
    const open = { pickupInstructions: null, trackingNumber: null, bookingSince: null };
    expect(returnCancelRefusal({ ...open, status: "requested" })).toBeNull();
    expect(returnCancelRefusal({ ...open, status: "approved" })).toBeNull();
    expect(returnCancelRefusal({ ...open, status: "approved", bookingSince: new Date() })).toMatch(/being booked/);
    expect(returnCancelRefusal({ ...open, status: "approved", pickupInstructions: "Pack it" })).toMatch(/is booked/);
    expect(returnCancelRefusal({ ...open, status: "pickup_scheduled", trackingNumber: "AWB1" })).toMatch(/is booked/);
    expect(returnCancelRefusal({ ...open, status: "received" })).toMatch(/reached us/);
    expect(returnCancelRefusal({ ...open, status: "closed" })).toMatch(/has ended/);
    expect(returnCancelRefusal({ ...open, status: "rejected" })).toMatch(/has ended/);
  });
});

describe("UPI IDs", () => {
  it("checks the shape and masks all but the start and the provider", () => {
    expect(isUpiId("ravi.kumar@okaxis")).toBe(true);
    expect(isUpiId("9876543210@ybl")).toBe(true);
    expect(isUpiId("ravi kumar@okaxis")).toBe(false);
    expect(isUpiId("ravi@")).toBe(false);
    expect(isUpiId("@okaxis")).toBe(false);
    expect(maskUpiId("ravi.kumar@okaxis")).toBe("ra••••••••@okaxis");
    expect(maskUpiId("ab@ybl")).toBe("ab••••@ybl");
  });
});
