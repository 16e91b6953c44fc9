/** SPEC.md section 9: shipments use pickup location '1' and return details '1'. */
export const PICKUP_LOCATION_ID = "1";
export const RETURN_DETAILS_ID = "1";
export const DEFAULT_SHIPMENT_COUNTRY = "India";
/** A parcel's weight when nobody gave one, in kg. */
export const DEFAULT_WEIGHT_KG = 1;
