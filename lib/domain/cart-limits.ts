/** Most of one product a single cart line may hold. */
export const MAX_LINE_QUANTITY = 99;
