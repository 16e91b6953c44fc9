import { editedAddress } from "./order-edits";

describe("an order edit's delivery details (the edit panel; the old delivery-details form's rules)", () => {
  const edit = {
    recipient_name: "V. Shah",
    recipient_phone: "+919822222222",
    delivery_address: "4 Park Street",
    delivery_city: "Kolkata",
    delivery_state: "West Bengal",
    delivery_pincode: "700016",
  };

  it("stores the state by its official name, as the shopper's address forms do", () => {
    expect(
      editedAddress.parse({
        ...edit,
        delivery_city: "Bhubaneswar",
        delivery_state: "Orissa",
        delivery_pincode: "751001",
      }).delivery_state,
    ).toBe("Odisha");
  });

  it("refuses a state that is not the PIN code's, at the state, and a PIN code no post office uses, at the PIN code", () => {
    expect(editedAddress.safeParse({ ...edit, delivery_state: "Odisha" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["delivery_state"], message: "PIN code 700016 is in West Bengal, not Odisha" }),
    ]);
    expect(editedAddress.safeParse({ ...edit, delivery_pincode: "999999" }).error?.issues).toEqual([
      expect.objectContaining({
        path: ["delivery_pincode"],
        message: "No post office in India has PIN code 999999: check it",
      }),
    ]);
  });

  it("keeps the notes when left out, takes them trimmed when given, refuses more than 1,000 characters", () => {
    expect(editedAddress.parse(edit).notes).toBeUndefined();
    expect(editedAddress.parse({ ...edit, notes: "  Ring twice " }).notes).toBe("Ring twice");
    expect(editedAddress.safeParse({ ...edit, notes: "x".repeat(1001) }).success).toBe(false);
  });

  it("refuses a state outside India's list and a PIN code that starts with 0", () => {
    const issues = editedAddress
      .safeParse({ ...edit, delivery_state: "Atlantis", delivery_pincode: "070016" })
      .error?.issues.map((issue) => issue.path[0]);
    expect(issues).toEqual(["delivery_state", "delivery_pincode"]);
  });
});
