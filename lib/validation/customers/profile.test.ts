import { profileDetailsSchema } from "./profile";

describe("profileDetailsSchema (the profile's Your details)", () => {
  it("takes a name with an e-mail, or with none, and refuses a bad e-mail or an empty name", () => {
    expect(profileDetailsSchema.parse({ name: " Meera ", email: "meera@example.in" })).toEqual({
      name: "Meera",
      email: "meera@example.in",
    });
    expect(profileDetailsSchema.parse({ name: "Meera", email: "" })).toEqual({ name: "Meera", email: "" });
    expect(profileDetailsSchema.safeParse({ name: "Meera", email: "meera@" }).success).toBe(false);
    expect(profileDetailsSchema.safeParse({ name: " ", email: "" }).success).toBe(false);
  });
});
