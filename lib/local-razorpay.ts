/** Keys of the local fake Razorpay (scripts/fakes/razorpay.ts): development and test defaults only. */
export const LOCAL_RAZORPAY = {
  port: 4010,
  keyId: "rzp_test_localfake0001",
  keySecret: "local-fake-razorpay-key-secret",
  webhookSecret: "local-fake-razorpay-webhook-secret",
} as const;

/** Where the local fake listens by default. */
export const LOCAL_RAZORPAY_URL = `http://127.0.0.1:${LOCAL_RAZORPAY.port}`;

/** What an app server (and its build: the Content-Security-Policy names Checkout's origin) needs to pay through the local fake at `url`. */
export function fakeRazorpayEnv(url: string): Record<string, string> {
  return { RAZORPAY_API_URL: url, RAZORPAY_CHECKOUT_URL: `${url}/checkout.js` };
}
