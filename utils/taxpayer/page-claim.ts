/** The company name and RC or BN number printed beside a clicked TIN; two different ones are no claim. */
import { detectIdentifiers } from '@/utils/detect';
import { nameWords } from './name-match';

export interface TaxpayerClaim {
  name?: string;
  rc?: string;
}

// A company's name ends in the word that says what it is; the words before it, up to a label or line start.
const COMPANY_NAME =
  /([A-Z][\w&'.,-]*(?:[ \u00a0]+[\w&'.,-]+){0,8}?(?:[ \u00a0]+(?:LIMITED|LTD|PLC|NIGERIA|NIG|ENTERPRISES?|VENTURES|COMPANY)\b\.?)+)/gi;
// A party's heading, as invoices and delivery notes print it above or before the name (a PDF table's
// "Buyer" header reads as the first word of its column).
const LABEL =
  /^(?:supplier|vendor|seller|buyer|purchaser|client|consignee|payee|payer|dealer|company|business|merchant|customer|name|billed to|bill to|sold to|ship to|invoice to|from|to)\b[\s:.-]*/i;

/**
 * The state's own name ends in "Nigeria" like a company's ("FEDERAL REPUBLIC OF NIGERIA" heads every CAC
 * certificate): it names no taxpayer, so it is never a second name that cancels the company's.
 */
const STATE_NAME = /^(?:the )?(?:federal )?(?:republic|government) of nigeria$/i;

/** Words that join the words of a name without being capitalised ("Okafor and Sons Ltd", "Bank of Benin"). */
const JOINING = /^(?:and|of|the|for|de|da)$/i;

/**
 * A name is written in capitals or capitalised words, bar its joining words: where lower-case chatter runs
 * into it ("pls verify this supplier Sahel Haulage Ltd"), the name is its capitalised tail. Text with no
 * capital at all is read whole (a name typed in lower case is still a name).
 */
function capitalisedTail(name: string): string {
  const words = name.split(' ');
  if (!words.some((word) => /^[A-Z]/.test(word))) return name;
  let start = words.length - 1;
  while (start > 0 && (/^[A-Z&]/.test(words[start - 1]!) || JOINING.test(words[start - 1]!))) start--;
  while (start < words.length - 1 && JOINING.test(words[start]!)) start++;
  return words.slice(start).join(' ');
}

/** `anyName`: any one of several names (to learn whether text holds a name at all), not only a sole one. */
export function readTaxpayerClaim(text: string, options: { anyName?: boolean } = {}): TaxpayerClaim {
  // By its words, so one company printed twice in two ways ("Nig. Ltd", "NIGERIA LIMITED") is one name.
  const names = new Map<string, string>();
  for (const line of text.split(/\n|\u00a0{2,}| {2,}|[|·,;]/)) {
    let rest = line.trim();
    while (LABEL.test(rest)) rest = rest.replace(LABEL, '');
    for (const match of rest.matchAll(COMPANY_NAME)) {
      const name = capitalisedTail(match[1]!.replace(/\s+/g, ' ').trim());
      if (STATE_NAME.test(name)) continue;
      names.set(nameWords(name).join(' '), name);
    }
  }
  const numbers = new Set(detectIdentifiers(text, { kinds: ['cac'] }).map((found) => found.value));
  return {
    name: names.size === 1 || (options.anyName && names.size > 0) ? [...names.values()][0] : undefined,
    rc: numbers.size === 1 ? [...numbers][0] : undefined,
  };
}
