export const TEMPLATE_DATABASE = "storefront_test_template";
export const TEST_DATABASE_PREFIX = "storefront_test_";
