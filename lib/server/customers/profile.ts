import "server-only";
import type { Address, Prisma } from "@prisma/client";
import { pincodeStateProblem } from "@/lib/domain/pincode-states";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { AddressPatch, AddressValues } from "@/lib/validation/customers/address";

export type AddressJson = {
  id: number;
  recipient_name: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  mobile: string;
  is_default: boolean;
};

export type ProfileJson = {
  name: string;
  email: string;
  phone: string;
  mobiles: string[];
  addresses: AddressJson[];
  more_addresses: AddressJson[];
};

export type ProfileUpdate = { name?: string; email?: string; mobile?: string; addresses?: AddressValues[] };

function addressJson(address: Address): AddressJson {
  return {
    id: address.id,
    recipient_name: address.recipientName ?? "",
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
    mobiles: [
      customer.phone,
      ...customer.mobiles.map((entry) => entry.mobile).filter((mobile) => mobile !== customer.phone),
    ],
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
    if (update.addresses?.length) await lockCustomer(tx, customerId);
    for (const address of update.addresses ?? []) {
      const hasDefault = (await tx.address.count({ where: { customerId, isDefault: true } })) > 0;
      const { address: line, city, state, zip_code: zipCode } = address;
      await tx.address.create({
        data: { customerId, ...addressColumns(address), address: line, city, state, zipCode, isDefault: !hasDefault },
      });
    }
  });
  return customerProfile(customerId);
}

/** The columns of the fields an address form sent (absent fields are left alone). */
function addressColumns(fields: Partial<AddressValues>) {
  return {
    recipientName: fields.recipient_name === undefined ? undefined : fields.recipient_name || null,
    address: fields.address,
    apartment: fields.apartment === undefined ? undefined : fields.apartment || null,
    city: fields.city,
    state: fields.state,
    zipCode: fields.zip_code,
    country: fields.country === undefined ? undefined : fields.country || "IN",
    mobile: fields.mobile === undefined ? undefined : fields.mobile || null,
  };
}

const addressNotFound = () => new AppError(404, "address_not_found", "Address not found");

/** Locks the customer's row, so that default changes of one customer never interleave. */
async function lockCustomer(tx: Prisma.TransactionClient, customerId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Customer" WHERE id = ${customerId} FOR UPDATE`;
}

/**
 * Changes one of the customer's own addresses (another customer's is "not found", as a missing one);
 * `is_default` makes it the default in place of the previous one. A change of its state or PIN code
 * must leave the two agreeing; an edit of other fields leaves an old disagreement to the checkout,
 * which asks for it to be settled. Orders placed to it keep their own copy.
 */
export async function updateAddress(
  customerId: number,
  addressId: number,
  { is_default: makeDefault, ...fields }: AddressPatch,
): Promise<ProfileJson> {
  await db.$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const saved = await tx.address.findFirst({
      where: { id: addressId, customerId },
      select: { state: true, zipCode: true },
    });
    if (!saved) throw addressNotFound();
    const problem = pincodeStateProblem(fields.zip_code ?? saved.zipCode, fields.state ?? saved.state);
    if (problem && (fields.zip_code !== undefined || fields.state !== undefined))
      throw new AppError(400, "invalid_request", problem);
    await tx.address.update({ where: { id: addressId }, data: addressColumns(fields) });
    if (makeDefault) {
      await tx.address.updateMany({
        where: { customerId, isDefault: true, NOT: { id: addressId } },
        data: { isDefault: false },
      });
      await tx.address.update({ where: { id: addressId }, data: { isDefault: true } });
    }
  });
  return customerProfile(customerId);
}

/**
 * Deletes one of the customer's own addresses; when it was the default, the oldest remaining one
 * becomes the default. Orders never point at a saved address (they copy it), so none is affected.
 */
export async function deleteAddress(customerId: number, addressId: number): Promise<ProfileJson> {
  await db.$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const deleted = await tx.address.deleteMany({ where: { id: addressId, customerId } });
    if (deleted.count === 0) throw addressNotFound();
    if ((await tx.address.count({ where: { customerId, isDefault: true } })) === 0) {
      const next = await tx.address.findFirst({ where: { customerId }, orderBy: { id: "asc" }, select: { id: true } });
      if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
    }
  });
  return customerProfile(customerId);
}
