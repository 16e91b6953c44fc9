import { staffCreateForm, staffDetailsForm, staffPasswordForm, type StaffCreateDraft } from "./management";

const draft: StaffCreateDraft = {
  username: " Meera.Iyer ",
  name: "Meera Iyer",
  role: "editor",
  password: "correct horse battery",
  confirm_password: "correct horse battery",
};

describe("the staff forms", () => {
  test("turn a new account into the API's body: username lower-case, no confirmation", () => {
    expect(staffCreateForm.parse(draft)).toEqual({
      username: "meera.iyer",
      name: "Meera Iyer",
      role: "editor",
      password: "correct horse battery",
    });
  });

  test("refuse a short password and a confirmation that differs, each at its field", () => {
    const short = staffCreateForm.safeParse({ ...draft, password: "short", confirm_password: "short" });
    expect(short.error?.issues).toEqual([
      expect.objectContaining({ path: ["password"], message: "Password has at least 10 characters" }),
    ]);
    const mismatch = staffCreateForm.safeParse({ ...draft, confirm_password: "correct horse battery!" });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirm_password"], message: "The two passwords do not match" }),
    ]);
    const username = staffCreateForm.safeParse({ ...draft, username: "a b" });
    expect(username.error?.issues[0]).toMatchObject({
      path: ["username"],
      message: "Username has 3 to 40 letters, digits, dots, dashes or underscores",
    });
    const empty = staffCreateForm.safeParse({
      username: "",
      name: "",
      role: "editor",
      password: "",
      confirm_password: "",
    });
    expect(empty.error?.issues.map((issue) => issue.path[0])).toEqual(["username", "name", "password"]);
  });

  test("send the version the admin opened with a rename or a password reset", () => {
    expect(staffDetailsForm.parse({ name: " Meera I. ", role: "admin", version: 4 })).toEqual({
      name: "Meera I.",
      role: "admin",
      version: 4,
    });
    expect(staffDetailsForm.safeParse({ name: "", role: "admin", version: 4 }).error?.issues[0]).toMatchObject({
      path: ["name"],
      message: "Name is required",
    });
    expect(
      staffPasswordForm.parse({ password: "a brand new secret", confirm_password: "a brand new secret", version: 2 }),
    ).toEqual({ password: "a brand new secret", version: 2 });
    expect(
      staffPasswordForm.safeParse({ password: "a brand new secret", confirm_password: "other", version: 2 }).error
        ?.issues[0],
    ).toMatchObject({ path: ["confirm_password"] });
  });
});
