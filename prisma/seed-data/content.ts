/**
 * Seed content of Prakriti Ayurveda: hero slides, coupons, serviceable pincodes and company info.
 * Money in rupees (store paise = rupees * 100); coupon dates are days relative to seeding time.
 */
import { STORE_DEFAULTS } from "../../lib/content/store";
import type { SeedCompany, SeedCoupon, SeedPincode, SeedSlide } from "./types";

export const SEED_SLIDES: SeedSlide[] = [
  {
    headline: "Ancient Wisdom, Modern Wellness",
    tagline: "Classical Ayurvedic supplements crafted from pure, ethically sourced herbs.",
    image: "/images/slides/slide-1.webp",
    buttonText: "Shop Supplements",
    link: "/products/herbal-supplements",
  },
  {
    headline: "Glow the Ayurvedic Way",
    tagline: "Kumkumadi, saffron and sandalwood rituals for naturally radiant skin.",
    image: "/images/slides/slide-2.webp",
    buttonText: "Explore Skincare",
    link: "/products/skincare",
  },
  {
    headline: "A Cup of Calm",
    tagline: "Tulsi green teas, herbal infusions and kadha blends for every moment of your day.",
    image: "/images/slides/slide-3.webp",
    buttonText: "Discover Teas",
    link: "/products/wellness-teas",
  },
  {
    headline: "The Purity of Nature",
    tagline: "Over 50 natural remedies for body, mind and hair, delivered across India.",
    image: "/images/slides/slide-4.webp",
    buttonText: "Shop All Products",
    link: "/products",
  },
];

export const SEED_COUPONS: SeedCoupon[] = [
  // For All, valid now
  {
    code: "WELCOME10",
    group: "for_all",
    description: "10% off on your order, up to ₹200.",
    discountType: "percent",
    discount: 10,
    maxDiscountRupees: 200,
    validFromDaysFromNow: -30,
    validToDaysFromNow: 335,
    usageLimit: null,
    perCustomerLimit: null,
  },
  {
    code: "FLAT100",
    group: "for_all",
    description: "Flat ₹100 off on orders of ₹999 or more.",
    discountType: "amount",
    discount: 100,
    minCartRupees: 999,
    validFromDaysFromNow: -10,
    validToDaysFromNow: 80,
    usageLimit: null,
    perCustomerLimit: null,
  },
  {
    code: "AYURVEDA15",
    group: "for_all",
    description: "15% off on orders above ₹1,499, up to ₹300. Once per customer.",
    discountType: "percent",
    discount: 15,
    maxDiscountRupees: 300,
    minCartRupees: 1499,
    validFromDaysFromNow: -5,
    validToDaysFromNow: 60,
    usageLimit: 500,
    perCustomerLimit: 1,
  },
  // For All, expired
  {
    code: "DIWALI20",
    group: "for_all",
    description: "Festive offer: 20% off, up to ₹400. This offer has ended.",
    discountType: "percent",
    discount: 20,
    maxDiscountRupees: 400,
    validFromDaysFromNow: -60,
    validToDaysFromNow: -30,
    usageLimit: null,
    perCustomerLimit: 1,
  },
  // For All, not yet valid
  {
    code: "MONSOON150",
    group: "for_all",
    description: "Monsoon wellness sale: flat ₹150 off on orders of ₹1,299 or more. Starts soon.",
    discountType: "amount",
    discount: 150,
    minCartRupees: 1299,
    validFromDaysFromNow: 15,
    validToDaysFromNow: 45,
    usageLimit: null,
    perCustomerLimit: null,
  },
  // Special, for one customer
  {
    code: "VIP25",
    group: "special",
    description: "A thank-you for a valued customer: 25% off, up to ₹500.",
    discountType: "percent",
    discount: 25,
    maxDiscountRupees: 500,
    validFromDaysFromNow: -1,
    validToDaysFromNow: 90,
    usageLimit: null,
    perCustomerLimit: 3,
    specialForPhones: ["+919876543210"],
  },
  // One Time
  {
    code: "FIRSTORDER",
    group: "one_time",
    description: "Flat ₹150 off on your first order of ₹499 or more. Can be redeemed only once.",
    discountType: "amount",
    discount: 150,
    minCartRupees: 499,
    validFromDaysFromNow: -7,
    validToDaysFromNow: 180,
    usageLimit: 1,
    perCustomerLimit: 1,
    firstOrderOnly: true,
  },
];

export const SEED_PINCODES: SeedPincode[] = [
  { pincode: "110001", city: "New Delhi", state: "Delhi", serviceable: true, codAllowed: true, deliveryDays: 3 },
  { pincode: "400001", city: "Mumbai", state: "Maharashtra", serviceable: true, codAllowed: true, deliveryDays: 3 },
  { pincode: "560001", city: "Bengaluru", state: "Karnataka", serviceable: true, codAllowed: true, deliveryDays: 2 },
  { pincode: "600001", city: "Chennai", state: "Tamil Nadu", serviceable: true, codAllowed: true, deliveryDays: 3 },
  { pincode: "700001", city: "Kolkata", state: "West Bengal", serviceable: true, codAllowed: true, deliveryDays: 4 },
  { pincode: "500001", city: "Hyderabad", state: "Telangana", serviceable: true, codAllowed: true, deliveryDays: 3 },
  { pincode: "411001", city: "Pune", state: "Maharashtra", serviceable: true, codAllowed: true, deliveryDays: 3 },
  { pincode: "302001", city: "Jaipur", state: "Rajasthan", serviceable: true, codAllowed: true, deliveryDays: 4 },
  { pincode: "682001", city: "Kochi", state: "Kerala", serviceable: true, codAllowed: true, deliveryDays: 4 },
  // serviceable, prepaid only
  {
    pincode: "190001",
    city: "Srinagar",
    state: "Jammu and Kashmir",
    serviceable: true,
    codAllowed: false,
    deliveryDays: 7,
  },
  // not serviceable
  {
    pincode: "744101",
    city: "Port Blair",
    state: "Andaman and Nicobar Islands",
    serviceable: false,
    codAllowed: false,
    deliveryDays: 0,
  },
];

export const SEED_COMPANY: SeedCompany = {
  name: STORE_DEFAULTS.companyName,
  tagline: STORE_DEFAULTS.tagline,
  slogan: STORE_DEFAULTS.slogan,
  logo: "/images/brand/logo.webp",
  email: "care@prakritiayurveda.in",
  phone: "+918045671234",
  address:
    "Prakriti Ayurveda Pvt. Ltd., 2nd Floor, 14 Vedanta Enclave, 80 Feet Road, Indiranagar, Bengaluru, Karnataka 560038, India",
};

/** The seller on GST tax invoices: a Karnataka company (state code 29) with a GSTIN whose check character is valid. */
export const SEED_GST_DETAILS = {
  legalName: "Prakriti Ayurveda Private Limited",
  gstin: "29AAJCP7251M1ZQ",
  registeredAddress: "2nd Floor, 14 Vedanta Enclave, 80 Feet Road, Indiranagar, Bengaluru, Karnataka 560038",
  registeredStateCode: "29",
  invoicePrefix: "PA",
  signatoryName: "Ananya Rao",
};
