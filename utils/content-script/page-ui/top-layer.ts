/**
 * The page UI's hosts live in the top layer (manual popovers): placed against the viewport, so adding one
 * relays out nothing of the page, and above the page's own stacking. Only what opens there later can be
 * above them, so they are raised whenever they show.
 */

/** A live region, visually hidden: what assistive technology says, never what the page shows. */
export function liveRegion(document: Document): HTMLElement {
  const status = document.createElement('div');
  status.className = 'status';
  status.setAttribute('role', 'status');
  return status;
}

/** Adds `host` to the top layer, outside <body>. */
export function attachToTopLayer(host: HTMLElement): void {
  host.popover = 'manual';
  host.ownerDocument.documentElement.append(host);
  host.showPopover();
}

/** Moves `host` to the top of the top layer, above whatever the page opened there since. */
export function raise(host: HTMLElement): void {
  if (host.matches(':popover-open')) host.hidePopover();
  host.showPopover();
}
