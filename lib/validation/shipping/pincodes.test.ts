import { pincodeCreateForm, pincodeEditForm, type PincodeDraft } from "./pincodes";

const draft: PincodeDraft = {
  pincode: "799001",
  city: " Agartala ",
  state: "Tripura",
  serviceable: true,
  cod_allowed: false,
  delivery_days: "8",
  version: null,
};

describe("the pincode form", () => {
  test("turns what was typed into the API's body", () => {
    expect(pincodeCreateForm.parse(draft)).toEqual({
      pincode: "799001",
      city: "Agartala",
      state: "Tripura",
      serviceable: true,
      cod_allowed: false,
      delivery_days: 8,
    });
  });

  test("refuses with the API's words, at the field", () => {
    expect(pincodeCreateForm.safeParse({ ...draft, pincode: "79900" }).error?.issues[0]).toMatchObject({
      path: ["pincode"],
      message: "Enter a valid 6-digit pincode",
    });
    expect(pincodeCreateForm.safeParse({ ...draft, delivery_days: "" }).error?.issues[0]).toMatchObject({
      path: ["delivery_days"],
      message: "Delivery days must be a whole number",
    });
    expect(pincodeCreateForm.safeParse({ ...draft, delivery_days: "0" }).error?.issues[0]).toMatchObject({
      path: ["delivery_days"],
      message: "Delivery days is at least 1",
    });
    expect(pincodeCreateForm.safeParse({ ...draft, city: "  " }).error?.issues[0]).toMatchObject({
      path: ["city"],
      message: "City is required",
    });
  });

  test("refuses a state that is not the pincode's, at the state, when adding and when editing", () => {
    const issue = { path: ["state"], message: "PIN code 799001 is in Tripura, not Karnataka" };
    expect(pincodeCreateForm.safeParse({ ...draft, state: "Karnataka" }).error?.issues[0]).toMatchObject(issue);
    expect(pincodeEditForm.safeParse({ ...draft, state: "Karnataka", version: 3 }).error?.issues[0]).toMatchObject(
      issue,
    );
  });

  test("sends the version the admin opened, never the pincode itself, when editing", () => {
    expect(pincodeEditForm.parse({ ...draft, version: 3 })).toEqual({
      city: "Agartala",
      state: "Tripura",
      serviceable: true,
      cod_allowed: false,
      delivery_days: 8,
      version: 3,
    });
  });
});
