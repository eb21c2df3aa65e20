/**
 * How many of a frame's VINs its content script sends for the listing check (cs>bg:vins): a dealer's
 * stock page, not a register; each is one look at the page's text in the background.
 */
export const PAGE_VINS_LIMIT = 50;
