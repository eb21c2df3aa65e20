/** The extension's icon beside each page's title, so every page reads as the same product. Decorative. */
export function AppIcon() {
  return <img class="app-icon" src="/icon/48.png" alt="" width={24} height={24} />;
}
