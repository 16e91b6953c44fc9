import { addressSchema } from "@/lib/validation/customers/address";
import { checkoutFormSchema } from "./form";
import { contactDetailsSchema } from "@/lib/validation/customers/contact-details";

const CONTACT = { firstName: " Asha ", lastName: "Rao", email: " asha@example.in ", phone: "+919812345678" };

function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map(({ path, message }) => [path.join("."), message]) ?? [];
}

describe("checkout contact details", () => {
  it("takes the four fields trimmed", () => {
    expect(contactDetailsSchema.parse(CONTACT)).toEqual({
      firstName: "Asha",
      lastName: "Rao",
      email: "asha@example.in",
      phone: "+919812345678",
    });
  });

  it("names the field that is wrong: an invalid email is refused at the email field", () => {
    expect(problems(contactDetailsSchema.safeParse({ ...CONTACT, email: "asha@" }))).toEqual([
      ["email", "Please enter a valid email address."],
    ]);
    expect(problems(contactDetailsSchema.safeParse({ ...CONTACT, firstName: " ", phone: "" }))).toEqual([
      ["firstName", "First Name is required"],
      ["phone", "Phone is required"],
    ]);
  });

  it("is part of the checkout form with the chosen address, payment method and notes", () => {
    const form = { ...CONTACT, addressId: null, paymentMethod: "cod", notes: "" };
    expect(checkoutFormSchema.safeParse(form).success).toBe(true);
    expect(checkoutFormSchema.safeParse({ ...form, paymentMethod: "cheque" }).success).toBe(false);
    expect(checkoutFormSchema.safeParse({ ...form, notes: "x".repeat(1001) }).success).toBe(false);
  });
});

describe("delivery address", () => {
  it("needs address, city, state and ZIP code, each at its field; apartment and mobile are optional", () => {
    expect(
      addressSchema.safeParse({ address: "12 MG Road", city: "Bengaluru", state: "Karnataka", zip_code: "560001" })
        .success,
    ).toBe(true);
    expect(
      problems(
        addressSchema.safeParse({
          address: "",
          apartment: "",
          city: " ",
          state: "Karnataka",
          zip_code: "",
          mobile: "",
        }),
      ),
    ).toEqual([
      ["address", "Address is required"],
      ["city", "City is required"],
      ["zip_code", "ZIP Code is required"],
    ]);
  });
});
