/** VINs a frame sends for the listing check (`cs>bg:vins`): enough for a dealer's stock page. */
export const PAGE_VINS_LIMIT = 50;
