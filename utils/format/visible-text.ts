// Bidi controls in an API value can reorder what is shown ("Trojan Source"): shown values make them
// visible, copies keep the value as sent.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

const NAMES: Record<string, string> = {
  '\u202A': 'LRE',
  '\u202B': 'RLE',
  '\u202C': 'PDF',
  '\u202D': 'LRO',
  '\u202E': 'RLO',
  '\u2066': 'LRI',
  '\u2067': 'RLI',
  '\u2068': 'FSI',
  '\u2069': 'PDI',
  '\u200E': 'LRM',
  '\u200F': 'RLM',
  '\u061C': 'ALM',
};

export function visibleText(value: string): string {
  return value.replace(BIDI_CONTROLS, (control) => `⟨${NAMES[control] ?? 'BIDI'}⟩`);
}
