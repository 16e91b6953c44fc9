import { contactSchema, newsletterSchema } from "./contact";

describe("contact form", () => {
  it("needs name, email and message; the subject is optional", () => {
    expect(contactSchema.parse({ name: " Asha ", email: " asha@example.in ", message: " Hi " })).toEqual({
      name: "Asha",
      email: "asha@example.in",
      message: "Hi",
    });
    expect(
      contactSchema.safeParse({ name: "Asha", email: "asha@example.in", subject: "Order", message: "Hi" }).success,
    ).toBe(true);
    for (const missing of ["name", "email", "message"]) {
      const input: Record<string, string> = { name: "Asha", email: "asha@example.in", message: "Hi" };
      input[missing] = "  ";
      expect(contactSchema.safeParse(input).success).toBe(false);
    }
  });

  it("refuses an address that is not an email", () => {
    expect(contactSchema.safeParse({ name: "Asha", email: "asha@", message: "Hi" }).success).toBe(false);
  });
});

describe("newsletter", () => {
  it("accepts a trimmed email and refuses anything else", () => {
    expect(newsletterSchema.parse({ email: " reader@example.in " })).toEqual({ email: "reader@example.in" });
    expect(newsletterSchema.safeParse({ email: "reader" }).success).toBe(false);
    expect(newsletterSchema.safeParse({}).success).toBe(false);
  });
});
