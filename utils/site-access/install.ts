/**
 * Site scanning in the background: which pages get the content script. Filled in by the content-script work.
 */
export function installSiteScanning(): void {}
