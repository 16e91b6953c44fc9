import "server-only";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import type { Prisma, StoreSettings } from "@prisma/client";
import type { Policy, PolicyKey } from "@/lib/content/policies";
import { paiseToRupees, rupeesToPaise } from "@/lib/domain/money";
import { revalidateSettings } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { LOW_STOCK_THRESHOLD_DEFAULT } from "@/lib/validation/catalog-management/products";
import { AppError } from "@/lib/server/errors";
import {
  COD_CONFIRMATION_AMOUNT_MESSAGE,
  codConfirmationComplete,
  GSTIN_STATE_MESSAGE,
  gstinMatchesState,
  type StoreSettingsInput,
  type StoreSettingsPatch,
} from "@/lib/validation/settings/merchant-settings";

function settingsJson(settings: StoreSettings): StoreSettingsInput {
  return {
    company_name: settings.companyName,
    logo: settings.logo,
    tagline: settings.tagline,
    slogan: settings.slogan,
    email: settings.email,
    phone: settings.phone,
    address: settings.address,
    free_shipping_threshold: paiseToRupees(settings.freeShippingThreshold),
    shipping_fee: paiseToRupees(settings.shippingFee),
    cod_enabled: settings.codEnabled,
    cod_max_amount: settings.codMaxAmount === null ? null : paiseToRupees(settings.codMaxAmount),
    cod_confirmation_rule: settings.codConfirmationRule,
    cod_confirmation_above:
      settings.codConfirmationAbove === null ? null : paiseToRupees(settings.codConfirmationAbove),
    cod_confirmation_hours: settings.codConfirmationHours,
    policies: settings.policies as Record<PolicyKey, Policy>,
    tracking_url_template: settings.trackingUrlTemplate,
    low_stock_threshold: settings.lowStockThreshold,
    legal_name: settings.legalName,
    gstin: settings.gstin,
    registered_address: settings.registeredAddress,
    registered_state_code: settings.registeredStateCode,
    invoice_prefix: settings.invoicePrefix,
    signatory_name: settings.signatoryName,
    merchant_email: settings.merchantEmail,
    cart_reminder_delay_minutes: settings.cartReminderDelay,
    cart_reminder_coupon: settings.cartReminderCoupon,
  };
}

export async function getStoreSettings(): Promise<StoreSettingsInput> {
  return settingsJson(await db.storeSettings.findUniqueOrThrow({ where: { id: 1 } }));
}

/**
 * The merchant's low-stock threshold: a product on sale with at most this many units (and at least
 * one) is low on stock. The one place other code (portal filters, counts, restock list, alerts) reads it.
 */
export async function getLowStockThreshold(): Promise<number> {
  const settings = await db.storeSettings.findUnique({ where: { id: 1 }, select: { lowStockThreshold: true } });
  return settings?.lowStockThreshold ?? LOW_STOCK_THRESHOLD_DEFAULT;
}

const paiseOrSkip = (rupees: number | undefined) => (rupees === undefined ? undefined : rupeesToPaise(rupees));

/**
 * Saves the given fields (policies merged by key) and revalidates the cached storefront pages that
 * show them: header slogan, footer company card, policy dialogs. Checkout reads the amounts uncached.
 */
export async function updateStoreSettings(patch: StoreSettingsPatch, actor: Actor): Promise<StoreSettingsInput> {
  const saved = await db.$transaction(async (tx) => {
    const current = await tx.storeSettings.findUniqueOrThrow({ where: { id: 1 } });
    const data: Prisma.StoreSettingsUpdateInput = {
      companyName: patch.company_name,
      logo: patch.logo,
      tagline: patch.tagline,
      slogan: patch.slogan,
      email: patch.email,
      phone: patch.phone,
      address: patch.address,
      freeShippingThreshold: paiseOrSkip(patch.free_shipping_threshold),
      shippingFee: paiseOrSkip(patch.shipping_fee),
      codEnabled: patch.cod_enabled,
      codMaxAmount: patch.cod_max_amount === null ? null : paiseOrSkip(patch.cod_max_amount),
      codConfirmationRule: patch.cod_confirmation_rule,
      codConfirmationAbove: patch.cod_confirmation_above === null ? null : paiseOrSkip(patch.cod_confirmation_above),
      codConfirmationHours: patch.cod_confirmation_hours,
      policies: patch.policies && { ...(current.policies as Record<string, Policy>), ...patch.policies },
      trackingUrlTemplate: patch.tracking_url_template,
      lowStockThreshold: patch.low_stock_threshold,
      legalName: patch.legal_name,
      gstin: patch.gstin,
      registeredAddress: patch.registered_address,
      registeredStateCode: patch.registered_state_code,
      invoicePrefix: patch.invoice_prefix,
      signatoryName: patch.signatory_name,
      merchantEmail: patch.merchant_email,
      cartReminderDelay: patch.cart_reminder_delay_minutes,
      cartReminderCoupon: patch.cart_reminder_coupon,
    };
    if (
      patch.cart_reminder_coupon &&
      !(await tx.coupon.findUnique({ where: { code: patch.cart_reminder_coupon }, select: { id: true } }))
    )
      throw new AppError(
        422,
        "invalid_request",
        "No coupon has this code: create it first, or leave the field empty.",
        {
          field: "cart_reminder_coupon",
        },
      );
    const updated = await tx.storeSettings.update({ where: { id: 1 }, data });
    if (!gstinMatchesState(updated.gstin, updated.registeredStateCode)) {
      throw new AppError(422, "invalid_request", GSTIN_STATE_MESSAGE, {
        field: patch.gstin === undefined ? "registered_state_code" : "gstin",
      });
    }
    if (!codConfirmationComplete(updated.codConfirmationRule, updated.codConfirmationAbove))
      throw new AppError(422, "invalid_request", COD_CONFIRMATION_AMOUNT_MESSAGE, { field: "cod_confirmation_above" });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "settings",
      entityId: 1,
      ...changedFields(settingsJson(current), settingsJson(updated)),
    });
    return updated;
  });
  revalidateSettings();
  return settingsJson(saved);
}
