/** VINs a frame sends for the listing check at a time (`cs>bg:listings`): enough for a dealer's stock page. */
export const PAGE_VINS_LIMIT = 50;

/** At most this much of a VIN's own row or card goes with it: a listing's card. */
export const LISTING_CONTEXT_CHARS = 600;
