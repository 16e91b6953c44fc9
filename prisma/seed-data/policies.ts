/**
 * Policy texts shown in the footer dialogs (SPEC.md section 2, Footer): dated 16 July 2025,
 * governed by the laws of India, naming the merchant's address and contact email.
 * Stored in StoreSettings.policies so the merchant can edit them from /admin/settings.
 */
import type { Policy, PolicyKey } from "../../lib/content/policies";
import { SEED_COMPANY } from "./content";


const UPDATED = "16 July 2025";
const { name, address, email, phone } = SEED_COMPANY;

export const SEED_POLICIES: Record<PolicyKey, Policy> = {
  shipping: {
    title: "Shipping and Delivery",
    updated: UPDATED,
    body: [
      `${name} ships across India through registered courier partners. Orders are processed within 1-2 business days of confirmation; orders placed on Sundays or public holidays are processed on the next business day.`,
      "Delivery usually takes 3-7 business days depending on the destination pincode. Remote areas, including parts of the North-East, Jammu and Kashmir and the Andaman and Nicobar Islands, may take longer or may not be serviceable. Serviceability and cash-on-delivery availability are shown for your pincode at checkout.",
      "Shipping is free on orders whose amount after discounts is above the free-shipping threshold shown in your cart; a flat shipping fee applies otherwise. Once your order ships you will receive a tracking number, which you can also see under My Orders.",
      "If a parcel arrives damaged or tampered with, please refuse delivery or write to us within 48 hours of delivery with photographs, and we will arrange a replacement or refund.",
      `Questions about a delivery: ${email}, ${phone}.`,
    ],
  },
  cancellation: {
    title: "Cancellation and Refund",
    updated: UPDATED,
    body: [
      "You may cancel an order at any time before it is shipped by contacting our customer care with your order number. Orders that have already been shipped cannot be cancelled, but may be returned as described below.",
      "Because our products are consumable wellness goods, we accept returns only for items that are damaged in transit, defective, expired on arrival or different from what you ordered, reported within 7 days of delivery with the product in its original packaging.",
      "Refunds for prepaid orders are issued to the original payment method (card, UPI or wallet) within 5-7 business days of approval. Refunds for cash-on-delivery orders are made by bank transfer to an account you nominate.",
      "We reserve the right to cancel an order if a product becomes unavailable, a pricing error occurs, or the delivery address is not serviceable; any amount paid is then refunded in full.",
    ],
  },
  terms: {
    title: "Terms and Conditions",
    updated: UPDATED,
    body: [
      `These terms govern your use of the ${name} website and the purchase of products from ${name} ("we", "us"), whose registered office is at ${address}.`,
      "Our products are traditional Ayurvedic preparations and wellness goods. They are not intended to diagnose, treat, cure or prevent any disease. Please consult a qualified medical practitioner before use if you are pregnant, nursing, taking medication or have a medical condition.",
      "Prices are in Indian Rupees and include applicable GST. We may change prices, offers and coupons at any time; the price charged is the one shown when you place your order. Coupons are subject to their stated validity and conditions and cannot be exchanged for cash.",
      "You are responsible for keeping your account and one-time codes confidential. We may suspend accounts used fraudulently or in breach of these terms.",
      "To the extent permitted by law, our liability for any claim relating to a product is limited to the amount you paid for that product.",
      "These terms are governed by the laws of India, and the courts at Bengaluru, Karnataka shall have exclusive jurisdiction.",
    ],
  },
  privacy: {
    title: "Privacy Policy",
    updated: UPDATED,
    body: [
      `${name} respects your privacy. This policy explains what personal data we collect and how we use it, in accordance with the Information Technology Act, 2000, and the Digital Personal Data Protection Act, 2023.`,
      "We collect your phone number to sign you in with a one-time code, and your name, email and delivery addresses to fulfil your orders. Payments are processed by our payment partner; we never see or store your full card details.",
      "We use your data to process and deliver orders, provide customer support, prevent fraud and, if you subscribe, send our newsletter. We share it only with the courier and payment partners who need it to serve you, or where the law requires.",
      "We keep order records for as long as tax law requires. You may ask us to access, correct or erase your personal data, or withdraw consent to marketing, at any time.",
      `Grievance officer: ${email}, ${address}. This policy is governed by the laws of India.`,
    ],
  },
  contact: {
    title: "Contact Us",
    updated: UPDATED,
    body: [
      `${name}`,
      address,
      `Email: ${email}`,
      `Phone: ${phone} (Monday to Saturday, 10:00 to 18:00 IST)`,
      "We answer every message within one business day.",
    ],
  },
};
