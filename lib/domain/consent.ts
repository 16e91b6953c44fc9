/**
 * Consents by purpose (India's DPDP Act, 2023: notice and consent per purpose). Order e-mails are
 * part of the purchase and need none; order updates on WhatsApp and all marketing do. Each purpose
 * has its channel and the text the shopper is shown; a changed text gets a new version, and every
 * recorded consent keeps the version it was given under.
 */
export const CONSENT_PURPOSES = ["order_updates_whatsapp", "marketing_email", "marketing_whatsapp"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type MessageChannel = "email" | "whatsapp";

export const CONSENT_TEXTS: Record<ConsentPurpose, { channel: MessageChannel; version: string; text: string }> = {
  order_updates_whatsapp: {
    channel: "whatsapp",
    version: "2026-11-27",
    text: "Send me order updates on WhatsApp (order confirmed, the link to confirm a cash-on-delivery order, shipped with the tracking link, out for delivery, a delivery attempt that failed, delivered).",
  },
  marketing_email: {
    channel: "email",
    version: "2026-11-26",
    text: "E-mail me offers and news. I can unsubscribe at any time.",
  },
  marketing_whatsapp: {
    channel: "whatsapp",
    version: "2026-11-26",
    text: "Send me offers and news on WhatsApp. I can stop them at any time.",
  },
};

/**
 * The texts shown before their purpose's current one, newest first: a consent keeps the version it was given under,
 * and its proof (the data download, docs/privacy.md) shows the words of that version. Add the old text here when a
 * text changes.
 */
export const EARLIER_CONSENT_TEXTS: Record<ConsentPurpose, { version: string; text: string }[]> = {
  order_updates_whatsapp: [
    {
      version: "2026-11-26",
      text: "Send me order updates on WhatsApp (order confirmed, shipped with the tracking link, out for delivery, delivered).",
    },
  ],
  marketing_email: [],
  marketing_whatsapp: [],
};

/** The words a consent of this purpose was given under (its version); null for a version the shop never had. */
export function consentTextOf(purpose: ConsentPurpose, version: string): string | null {
  if (CONSENT_TEXTS[purpose].version === version) return CONSENT_TEXTS[purpose].text;
  return EARLIER_CONSENT_TEXTS[purpose].find((earlier) => earlier.version === version)?.text ?? null;
}

/** The consents in force, purpose by purpose: false where none was ever given. */
export type ConsentState = Record<ConsentPurpose, boolean>;

export const NO_CONSENT: ConsentState = {
  order_updates_whatsapp: false,
  marketing_email: false,
  marketing_whatsapp: false,
};
