/**
 * The page UI's two style sheets, each in its own shadow root. On a web page the content script's
 * `<style>` is its own; in our viewer (an extension page) the extension's CSP allows inline styles by hash
 * only, and wxt.config.ts hashes exactly these two texts: change one and its hash follows at build.
 */

// :host rules are !important against page styles aimed at it (by tag or `*`). Colours: components/theme.css.
export const OVERLAY_SHADOW_CSS =
  ':host{all:initial!important;position:fixed!important;top:0!important;left:0!important;width:0!important;' +
  'height:0!important;overflow:visible!important;z-index:2147483647!important;display:block!important;' +
  'pointer-events:none!important}' +
  'button{position:fixed;pointer-events:auto;margin:0;padding:3px 9px;border:1px solid #07503a;' +
  'border-radius:12px;background:#0b6e4f;color:#fff;font:600 12px/16px system-ui,sans-serif;' +
  'box-shadow:0 1px 4px #0000004d;cursor:pointer;white-space:nowrap}' +
  'button:hover{background:#095c42}' +
  'button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}' +
  "button[data-state='sent']{background:#07503a;border-color:#043826}" +
  "button[data-state='failed']{background:#b91c1c;border-color:#7f1d1d}" +
  "button[data-state='refused']{background:#92400e;border-color:#78350f}" +
  'button[hidden]{display:none}' +
  '.status{position:fixed;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

// Colours: components/theme.css. The card takes no pointer: it never sits between the user and the page.
export const ANSWER_CARD_CSS =
  ':host{all:initial!important;position:fixed!important;inset:auto!important;top:0!important;left:0!important;' +
  'width:0!important;height:0!important;overflow:visible!important;display:block!important;' +
  'pointer-events:none!important;margin:0!important;border:0!important;padding:0!important}' +
  '.card{position:fixed;margin:0;padding:3px 9px;border-radius:12px;background:#fff;' +
  'border:1px solid #0b6e4f;box-shadow:0 1px 4px #0000004d;line-height:0}' +
  '.card[hidden]{display:none}canvas{display:block}' +
  '.status{position:fixed;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';
