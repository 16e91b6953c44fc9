import { readFileSync } from "node:fs";
import { join } from "node:path";
import { db } from "@/lib/server/db";
import { stateByName } from "@/lib/domain/india-states";

afterAll(() => db.$disconnect());

/** The data step of the migration that made the address forms' state a list: re-run on typed states. */
const migration = readFileSync(
  join(__dirname, "migrations/20261125144503_address_recipient_states/migration.sql"),
  "utf8",
);
const canonicalise = migration.slice(migration.indexOf('UPDATE "Address"'));

describe("migration of typed states to the list's names", () => {
  it("reads typed states as lib/domain/india-states.ts does, and leaves unknown text as typed", async () => {
    const typed = [
      "karnataka",
      "  Tamil Nadu ",
      "ORISSA",
      "NCT of Delhi",
      "Jammu & Kashmir",
      "andaman-nicobar",
      "Pondicherry",
      "Goa",
      "KA",
      "Atlantis",
    ];
    const customer = await db.customer.create({ data: { phone: "+919100000777" } });
    await db.address.createMany({
      data: typed.map((state) => ({
        customerId: customer.id,
        address: "1 Main Road",
        city: "Town",
        state,
        zipCode: "560001",
      })),
    });
    await db.$executeRawUnsafe(canonicalise);
    const stored = await db.address.findMany({ where: { customerId: customer.id }, orderBy: { id: "asc" } });
    expect(stored.map((address) => address.state)).toEqual(typed.map((state) => stateByName(state)?.name ?? state));
    expect(stored.map((address) => address.state)).toEqual([
      "Karnataka",
      "Tamil Nadu",
      "Odisha",
      "Delhi",
      "Jammu and Kashmir",
      "Andaman and Nicobar Islands",
      "Puducherry",
      "Goa",
      "KA",
      "Atlantis",
    ]);
  });
});
