/** Keys of the local fake Razorpay (scripts/fakes/razorpay.ts): development and test defaults only. */
export const LOCAL_RAZORPAY = {
  port: 4010,
  keyId: "rzp_test_localfake0001",
  keySecret: "local-fake-razorpay-key-secret",
  webhookSecret: "local-fake-razorpay-webhook-secret",
} as const;
