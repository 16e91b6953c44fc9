/** The admin API's test kit: tokens of each role, requests as the admin, and the refusal every admin endpoint owes. */
import { bearerRequest, statusAndJson, withRoleTokens, type TokenCall } from "./requests";

/** A request to `/api/admin{path}`. */
const adminRequest = (path: string, call: TokenCall) => bearerRequest(`/api/admin${path}`, call);

export type AdminEndpoint = [name: string, call: (token: string | null) => Promise<Response>];

/**
 * For one admin API test file: bearer tokens of the seeded admin and editor and of a new customer
 * with phone `customerPhone` (filled in before the file's tests), requests sent as the admin unless
 * a call names another token, and the check that endpoints refuse everyone but the admin.
 */
export function adminApiTests(customerPhone: string) {
  const tokens = withRoleTokens(customerPhone);
  return {
    request: (path: string, call: Partial<TokenCall> = {}) => adminRequest(path, { token: tokens.admin, ...call }),
    refusesAllButTheAdmin(endpoints: AdminEndpoint[]) {
      describe.each(endpoints)("%s", (_name, call) => {
        it("refuses anonymous callers (401), customers and editors (403)", async () => {
          expect(await statusAndJson(call(null))).toEqual({
            status: 401,
            body: { error: "unauthorized", message: "No admin access token available" },
          });
          expect((await call("forged.token.here")).status).toBe(401);
          expect((await statusAndJson(call(tokens.customer))).status).toBe(403);
          expect((await statusAndJson(call(tokens.editor))).status).toBe(403);
        });
      });
    },
  };
}
