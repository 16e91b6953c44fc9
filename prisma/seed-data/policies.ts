/**
 * Policy texts shown in the footer dialogs (SPEC.md section 2, Footer): long legal text dated
 * 16 July 2025, governed by the laws of India, each naming the merchant's address, contact e-mail,
 * phone and customer care hours (issue 16, defect 15).
 * Stored in StoreSettings.policies so the merchant can edit them from /admin/settings.
 */
import type { Policy, PolicyKey } from "../../lib/content/policies";
import { CUSTOMER_CARE_HOURS } from "../../lib/content/store";
import { DISPATCH_CUTOFF_HOUR } from "../../lib/domain/delivery";
import { SEED_COMPANY, SEED_PINCODES } from "./content";

export const POLICY_DATE = "16 July 2025";
const UPDATED = POLICY_DATE;
const { name, address, email, phone } = SEED_COMPANY;

/** The dispatch cut-off as the policy words it ("2 pm"), from the rule the delivery estimates use. */
const cutoff = `${DISPATCH_CUTOFF_HOUR % 12 || 12} ${DISPATCH_CUTOFF_HOUR < 12 ? "am" : "pm"}`;
/** The delivery days of the pincodes the shop serves, as the policy words them ("2 to 7 days"). */
const servedDays = SEED_PINCODES.filter((row) => row.serviceable).map((row) => row.deliveryDays);
const deliveryDays = `${Math.min(...servedDays)} to ${Math.max(...servedDays)} days`;
const reachUs = `${name}, ${address}. E-mail: ${email}. Phone: ${phone}, ${CUSTOMER_CARE_HOURS}.`;
const governingLaw = (document: string) =>
  `Governing law and jurisdiction: this ${document} is governed by the laws of India, including the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020. Subject to your rights as a consumer, the courts at Bengaluru, Karnataka shall have exclusive jurisdiction over any dispute arising from it.`;
const effective = (document: string) =>
  `This ${document} is effective from ${POLICY_DATE} and replaces every earlier version. We may revise it from time to time; the version published on this website on the date of your order applies to that order.`;

export const SEED_POLICIES: Record<PolicyKey, Policy> = {
  shipping: {
    title: "Shipping and Delivery",
    updated: UPDATED,
    body: [
      `This Shipping and Delivery Policy explains how ${name} ("we", "us"), whose registered office is at ${address}, delivers the products you order on this website. By placing an order you agree to it.`,
      'Where we deliver: we ship to addresses across India through registered courier partners, to the pincodes on our delivery list that our courier partner also serves. Whether we deliver to a pincode, whether cash on delivery is possible there and the estimated delivery date are shown by "Check delivery" on every product page and at checkout as soon as you choose a delivery address. An order cannot be placed to a pincode we do not serve, and cash on delivery cannot be chosen where it is not available; please pay online or choose another address. Remote areas, including parts of the North-East, Jammu and Kashmir, Ladakh and the Andaman and Nicobar and Lakshadweep Islands, may take longer, may be served for prepaid orders only, or may not be serviceable.',
      `Dispatch: orders placed before ${cutoff} (India time) are dispatched the same day, later ones the next day. Prepaid orders are dispatched once the payment has been confirmed by our payment partner; cash-on-delivery orders may be confirmed by a call or message to the phone number you gave.`,
      `Delivery time: the estimated delivery date is the dispatch day plus the delivery days of your pincode, ${deliveryDays} across India. It is an estimate, not a guarantee: weather, strikes, public holidays, regulatory checks and other events outside our control may delay a parcel, and we are not liable for such delays, although we will always help you trace it.`,
      "Shipping charges: shipping is free on orders whose amount after discounts is above the free-shipping threshold shown in your cart; a flat shipping fee, shown before you pay, applies otherwise. Prices include applicable GST. No other delivery charge is collected at the door, except the order amount for cash-on-delivery orders.",
      "Tracking: once your order ships you will receive the courier's name and tracking number, which you can also see under My Orders. A courier may attempt delivery up to three times; a parcel that cannot be delivered after that, or that is refused without reason, returns to us and the refund of a prepaid order is made less the shipping cost.",
      "Damaged, tampered or incorrect parcels: please refuse a parcel whose packaging is visibly damaged or tampered with, or write to us within 48 hours of delivery with your order number and photographs of the parcel and the products. We will arrange a replacement or a refund as our Cancellation and Refund Policy describes.",
      "Risk and ownership: the products are your responsibility from the moment they are delivered to the address you gave. Please make sure the address, its 6-digit PIN code and state, and the recipient's name and 10-digit mobile number (which each saved address may carry; otherwise your own are used) are complete and correct: we cannot be responsible for a parcel delivered to an address entered wrongly.",
      `Contact: for any question about a delivery, write to ${email} or call ${phone}, ${CUSTOMER_CARE_HOURS}. Our address: ${address}.`,
      governingLaw("policy"),
      effective("policy"),
    ],
  },
  cancellation: {
    title: "Cancellation and Refund",
    updated: UPDATED,
    body: [
      `This Cancellation and Refund Policy applies to every order placed with ${name} ("we", "us"), ${address}, on this website. It does not limit the rights you have as a consumer under the laws of India.`,
      "Cancelling before dispatch: you may cancel an order at any time before it is shipped by writing to our customer care with your order number. A prepaid order cancelled before dispatch is refunded in full; a cash-on-delivery order is simply closed. Orders that have already been shipped cannot be cancelled, but may be returned as described below.",
      "Cancellation by us: we may cancel an order, in whole or in part, if a product becomes unavailable, a pricing or listing error occurs, the delivery pincode is not serviceable, the payment is not confirmed within 30 minutes, or we reasonably suspect fraud or misuse of a coupon. Any amount paid is then refunded in full and we will tell you why.",
      "Returns: because our products are consumable wellness goods whose seals protect your health, we accept returns of herbal supplements, skincare, wellness teas and hair care only for these reasons: damaged in transit, defective, expired on arrival, or different from what you ordered. Ask within 7 days of delivery, with the product unused and in its original sealed packaging; photographs help us decide. Opened, used or unsealed products cannot be returned for hygiene reasons unless they are defective.",
      "Replacements: where a replacement of the same product is available, we will send one at no cost to you once the return is approved. If it is not available, or if you prefer, we will refund the product instead.",
      "Refunds: refunds for prepaid orders are issued to the original payment method (card, UPI, net banking or wallet) within 5-7 business days of approval; your bank may take a few more days to show it. Refunds for cash-on-delivery orders are paid by UPI to the ID you give with the return (or by bank transfer), within 7 business days of receiving the returned items. Coupon discounts are not refunded in cash; a coupon used on a cancelled order is released when the terms of that coupon allow it.",
      "How to request: open the order under My Orders and choose Return items: the items and how many of each, the reason, a note and photographs. For a cash-on-delivery order, give the UPI ID the refund should go to; we keep it only until the refund is paid. We reply within one business day and, when a return is approved, arrange the pickup where the courier serves your pincode, or tell you how to send the parcel back. Once the parcel reaches us and is checked, the returned items are refunded: prepaid orders to the original payment method, cash-on-delivery orders by UPI.",
      `Contact: ${reachUs}`,
      governingLaw("policy"),
      effective("policy"),
    ],
  },
  terms: {
    title: "Terms and Conditions",
    updated: UPDATED,
    body: [
      `These Terms and Conditions govern your use of the ${name} website and the purchase of products from ${name} ("we", "us"), a company whose registered office is at ${address}. By using the website or placing an order you accept them; if you do not, please do not use the website.`,
      "Our products: our products are traditional Ayurvedic preparations and wellness goods. They are not intended to diagnose, treat, cure or prevent any disease, and the information on this website, including the chat assistant's suggestions, is general information, not medical advice. Please consult a qualified medical practitioner before use if you are pregnant, nursing, taking medication, under 18 or have a medical condition, and read the label before use.",
      "Accounts: you sign in with your mobile number and a one-time code. You are responsible for keeping your phone and the codes sent to it confidential, and for all activity under your account. We may suspend accounts used fraudulently or in breach of these terms.",
      "Prices and payment: prices are in Indian Rupees and include applicable GST. We may change prices, offers and coupons at any time; the price charged is the one shown when you place your order. Online payments are processed by our payment partner; we never see or store your full card details. Coupons are subject to their stated validity and conditions, one coupon per order, and cannot be exchanged for cash.",
      "Orders: an order is an offer to buy. A contract is formed when we confirm the order; we may refuse or cancel an order as our Cancellation and Refund Policy describes. Quantities per order may be limited. Delivery follows our Shipping and Delivery Policy.",
      "Use of the website: you agree not to misuse the website, attempt to gain unauthorised access to it, interfere with its security, or use automated means to collect its content. All text, images, logos and designs on the website belong to us or our licensors and may not be copied without our written permission.",
      "Liability: to the extent permitted by law, our liability for any claim relating to a product or an order is limited to the amount you paid for that product or order, and we are not liable for indirect or consequential loss. Nothing in these terms limits a liability that cannot be limited under the laws of India.",
      `Grievances: in accordance with the Consumer Protection (E-Commerce) Rules, 2020, our grievance officer can be reached at ${email} or ${phone}, ${CUSTOMER_CARE_HOURS}, or by post at ${address}. We acknowledge a complaint within 48 hours and resolve it within one month.`,
      governingLaw("agreement"),
      effective("agreement"),
    ],
  },
  privacy: {
    title: "Privacy Policy",
    updated: UPDATED,
    body: [
      `${name} ("we", "us"), ${address}, respects your privacy. This policy explains what personal data we collect, why, how long we keep it and what rights you have, in accordance with the Information Technology Act, 2000, the rules made under it, and the Digital Personal Data Protection Act, 2023.`,
      "What we collect, why, and for how long, item by item:",
      "1. Your mobile number. Why: to sign you in with a one-time code, and to reach you and the courier about your orders. How long: while your account exists; on the orders you placed, as long as their invoices (item 9).",
      "2. Your name and e-mail address. Why: to address you, to send the e-mails that are part of your purchase (order confirmation, shipping, delivery, cancellation, refund) and to print on your invoice. How long: while your account exists, and on your orders and invoices as item 9 says.",
      "3. Your delivery addresses (recipient, address, PIN code, recipient's mobile). Why: to deliver your orders and to tell you whether we deliver to a PIN code. How long: saved addresses while your account exists or until you delete them; the address an order went to, as item 9 says.",
      "4. Your orders, cart, coupons and payments (the products, amounts, payment method and the payment partner's reference; never your card, UPI or bank details). Why: to process, deliver, refund and support your orders and to keep the accounts the law requires. How long: orders and payments as item 9 says; a cart until you order or empty it.",
      "5. Your consents: for each purpose (order updates on WhatsApp, offers by e-mail, offers on WhatsApp), whether you said yes or no, where, when and the version of the words you were shown. Why: to send you only what you agreed to, and to prove it, as the Digital Personal Data Protection Act, 2023 requires. How long: while your account exists; after you ask us to delete your account, the record of your choices is kept without your name, e-mail or phone.",
      "6. The messages we sent you (e-mail and WhatsApp: which message, when, to which address or number, and whether it was delivered or read). Why: to send each message once and to answer your questions about it. How long: while your account exists; the address or number is removed when you ask us to delete your account.",
      "7. Your newsletter subscription, 'notify me' requests, reviews and messages to us. Why: to send the newsletter you confirmed, to tell you once when a product is back in stock, to show your review, and to answer you. How long: until you unsubscribe, are notified, delete the review or ask us to delete your account (a review then stays without your name).",
      "8. Technical data (your IP address, browser and the pages you visit; sign-in attempts). Why: to keep the website secure and working and to stop abuse. How long: sign-in attempts until you ask us to delete your account; the server's request logs as long as our hosting keeps them.",
      "9. Invoices and the records of the orders they belong to. Why: India's GST law obliges us to keep them. How long: 72 months from the due date of the annual return of the financial year of the invoice (section 36 of the Central Goods and Services Tax Act, 2017), so an invoice of April 2026 to March 2027 is kept until 31 December 2033. They are kept even after you ask us to delete your account, with the contact details removed from the order; the invoice stays as it was issued.",
      "Who we share it with: only the partners who need it to serve you, namely our courier partners (your name, address and phone), our payment partner (the order amount and your contact details), our sign-in provider (your phone number) and the WhatsApp Business platform (your number and the order update, only if you agreed), each bound to protect it, or public authorities where the law requires. We do not sell your personal data.",
      "Cookies: we use strictly necessary cookies to keep you signed in and to keep your cart; we do not use advertising cookies.",
      "Your rights under the Digital Personal Data Protection Act, 2023: on your profile page you can download your data (a file of everything in items 1 to 7 and your orders and invoices' numbers), correct your name, e-mail and addresses, change your consents under Notification preferences, and ask us to delete your account ('Delete my account'). We complete a deletion within 30 days of your request and tell you what the law obliges us to keep (item 9). You may also nominate another person to exercise these rights, or write to our grievance officer, who replies within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
      `Grievance officer (data protection): the Grievance Officer, ${name}, ${address}. E-mail: ${email}. Phone: ${phone} (${CUSTOMER_CARE_HOURS}).`,
      governingLaw("policy"),
      effective("policy"),
    ],
  },
  contact: {
    title: "Contact Us",
    updated: UPDATED,
    body: [
      `${name}, registered office: ${address}.`,
      `E-mail: ${email}. Phone: ${phone}. Customer care hours: ${CUSTOMER_CARE_HOURS}. We answer every message within one business day.`,
      "For an order, please give your order number (it starts with ORD-) and the mobile number you signed in with, so that we can find it quickly. For a damaged or incorrect parcel, please add photographs of the parcel and the products, within 48 hours of delivery.",
      "For questions about a product, its ingredients or how to use it, our Ayurvedic team is glad to help; for medical advice please consult a qualified practitioner.",
      `Grievances: under the Consumer Protection (E-Commerce) Rules, 2020, our grievance officer can be reached at ${email} or by post at the address above; we acknowledge a complaint within 48 hours and resolve it within one month.`,
      "Business enquiries, wholesale and press: write to the same address with the subject 'Business enquiry'.",
      "Consultations: to book a Panchakarma, herbal remedy, lifestyle or yoga consultation, use the contact form on this website and choose the service you are interested in; we will call you back within one business day to agree a time. Consultations are general wellness guidance and do not replace the advice of your doctor.",
      "Visiting us: our office is open to visitors by appointment during customer care hours. Please write or call ahead so that a member of our team is available to meet you; products ordered online are shipped from our warehouse and cannot be collected from the office.",
      "Please beware of fraud: we never ask for your one-time sign-in code, card PIN or UPI PIN by phone, e-mail or message, and our staff will never ask you to pay into a personal account. If anyone does, please do not share these details and report it to us at the e-mail address above.",
      governingLaw("notice and any correspondence under it"),
      effective("notice"),
    ],
  },
};
