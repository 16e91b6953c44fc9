import "server-only";
import type { Address } from "@prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

export type AddressJson = {
  id: number;
  address: string;
  apartment: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  mobile: string;
  is_default: boolean;
};

export type ProfileJson = { name: string; email: string; phone: string; mobiles: string[]; addresses: AddressJson[]; more_addresses: AddressJson[] };

export type NewAddress = { address: string; apartment?: string | null; city: string; state: string; zip_code: string; country?: string | null; mobile?: string | null };

export type ProfileUpdate = { name?: string; email?: string; mobile?: string; addresses?: NewAddress[] };

function addressJson(address: Address): AddressJson {
  return {
    id: address.id,
    address: address.address,
    apartment: address.apartment ?? "",
    city: address.city,
    state: address.state,
    zip_code: address.zipCode,
    country: address.country,
    mobile: address.mobile ?? "",
    is_default: address.isDefault,
  };
}

/** SPEC.md section 7 "Customer": the default address first under `addresses`, the others under `more_addresses`. */
export async function customerProfile(customerId: number): Promise<ProfileJson> {
  const customer = await db.customer.findUnique({
    where: { id: customerId },
    include: { mobiles: { orderBy: { id: "asc" } }, addresses: { orderBy: [{ isDefault: "desc" }, { id: "asc" }] } },
  });
  if (!customer) throw new AppError(404, "customer_not_found", "Customer not found");
  const [first, ...more] = customer.addresses.map(addressJson);
  return {
    name: customer.name ?? "",
    email: customer.email ?? "",
    phone: customer.phone,
    mobiles: [customer.phone, ...customer.mobiles.map((entry) => entry.mobile).filter((mobile) => mobile !== customer.phone)],
    addresses: first ? [first] : [],
    more_addresses: more,
  };
}

/** Saves contact details and adds addresses; the customer's first address becomes the default. */
export async function updateProfile(customerId: number, update: ProfileUpdate): Promise<ProfileJson> {
  await db.$transaction(async (tx) => {
    const customer = await tx.customer.findUniqueOrThrow({ where: { id: customerId }, select: { phone: true } });
    if (update.name !== undefined || update.email !== undefined) {
      await tx.customer.update({ where: { id: customerId }, data: { name: update.name, email: update.email } });
    }
    if (update.mobile && update.mobile !== customer.phone) {
      await tx.customerMobile.upsert({
        where: { customerId_mobile: { customerId, mobile: update.mobile } },
        create: { customerId, mobile: update.mobile },
        update: {},
      });
    }
    for (const address of update.addresses ?? []) {
      const hasDefault = (await tx.address.count({ where: { customerId, isDefault: true } })) > 0;
      await tx.address.create({
        data: {
          customerId,
          address: address.address,
          apartment: address.apartment || null,
          city: address.city,
          state: address.state,
          zipCode: address.zip_code,
          country: address.country || "IN",
          mobile: address.mobile || null,
          isDefault: !hasDefault,
        },
      });
    }
  });
  return customerProfile(customerId);
}
