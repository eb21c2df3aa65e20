/**
 * The page's country, read the way a person reads it: from its language and script, the places, dialling
 * codes, currencies and tax offices it prints, and its domain. Pure and linear in the sample: the frame
 * sends a bounded sample (PAGE_SAMPLE_CHARS) and the worker reads it once per page. The data is in
 * country-signals.ts; every weight and the decision are here.
 *
 * Decision (see DECIDE): each distinct signal adds its WEIGHT to its country, at most KIND_CAP of a kind;
 * Nigeria's total is set against the best foreign country's (plus country-less evidence: a script, a
 * language, "€").
 * - 'nigerian' when Nigeria's reaches minScore and leads the foreign total by `lead`;
 * - 'foreign' when the foreign total reaches minScore, leads Nigeria's by `lead`, and Nigeria is not
 *   strongly present (nigeriaStrong with a phone, price, tax office or domain: a pan-African page with a
 *   Lagos office is never foreign); the country is named when it leads the next by countryLead;
 * - otherwise 'unknown'. A page that says nothing is unknown: an English dealer page with no country
 *   words, a US-style "(713) 555-0100", "$" or "US$" (Nigerian importers print all of those too); a US
 *   page is foreign only when it prints the US (a state and ZIP, +1, "USA", an EIN, a .us or .edu host).
 */
import { COUNTRY_SIGNAL_ROWS, type CountrySignalRow } from './country-signals';

export type CountryVerdict = 'nigerian' | 'foreign' | 'unknown';

export interface PageCountry {
  verdict: CountryVerdict;
  /** ISO 3166-1 alpha-2 of the foreign country when one stands out ('ZW', 'JP'); 'NG' when nigerian. */
  country?: string;
  /** Up to 3 short things the page printed that decided it, as printed: ['Harare', '+263', 'ZIMRA']. */
  evidence: string[];
}

export interface PageSample {
  hostname: string;
  /** The document's `lang` ('en-NG', 'ja'); '' when absent. */
  lang: string;
  /** Visible text: the first part and the last part (footers hold addresses and phones), joined by "\n". */
  text: string;
}

/** What a frame sends at most; readPageCountry cuts longer text to it. */
export const PAGE_SAMPLE_CHARS = 8192;

/** Every weight, in one place. Roughly: 3 = alone enough to name a country, 2 = a hint, 1 = a whisper. */
const WEIGHT = {
  /** A country's name or demonym: a reader takes it as the country unless something else says otherwise. */
  name: 3,
  /** A major city, business district or (Nigeria) state: addresses name these, not the country. */
  place: 2,
  /** A capital or commercial capital (`!` in the table): "Harare" is as good as "Zimbabwe". */
  capital: 3,
  /** "+263 …" or "00263 …" before a subscriber number: unambiguous. */
  dial: 3,
  /** "(263) …": also how US area codes are printed, so a hint (and only before 8+ digits). */
  dialBracketed: 2,
  /** A currency symbol or ISO code printed exactly ("KSh", "ZWL", "₦"). */
  money: 3,
  /** A currency's name ("naira", "cedis"), and Nigeria's "N25,000". */
  moneyWord: 2,
  /** A tax office's or registry's acronym printed in capitals ("ZIMRA", "KRA"). */
  code: 3,
  /** A tax office's full name ("Office Burundais des Recettes"): as good as the country's name. */
  taxName: 4,
  /** Entries marked `~` in the table: a common name, word or CMS default. */
  weak: 1,
  /** The country-code domain (.ng, .co.zw): the site chose that registry. */
  tld: 3,
  /** An e-mail at a country-code domain ("info@pti.edu.ng"): the firm's own address, mostly. */
  emailDomain: 3,
  /** A link or site name at one ("www.volvoclub.org.uk"): a page cites other countries' sites too. */
  linkDomain: 2,
  /** The `lang` region ("en-NG", "sw-KE"), or a language spoken mostly in one country ("ja", "rw"). */
  lang: 3,
  /** "en-US", "en-GB": what WordPress and most templates print by default, Nigerian sites included. */
  langDefaultRegion: 1,
  /** A language that is neither English nor Nigerian ("fr", "sw", "ru") and names no single country. */
  otherLanguage: 2,
  /** Text mostly in a script Nigerians do not write in (kana, Hangul, Cyrillic …). */
  script: 4,
  /** Text mostly in Arabic script: Hausa is also written in Ajami, and Nigerian Islamic pages quote Arabic. */
  arabicScript: 2,
  /** "€": a euro country, but which one the sign does not say. */
  euro: 2,
  /** "Houston, TX 77002", "Reading RG1 7LL": a state and ZIP, or a full postcode, printed as only that country does. */
  postcode: 3,
} as const;

/** What a signal is; a page names its country in several forms, and that is still one fact. */
type Kind = 'name' | 'place' | 'dial' | 'money' | 'tax' | 'web' | 'lang' | 'script';

/**
 * How many distinct signals of a kind count per country, strongest first: "Nigeria", "Nigerian" and
 * "Federal Republic of Nigeria" are one name; a city and its district are an address; ₦, NGN and naira
 * are one price. Dialling codes, domain, language and script are one each by nature.
 */
const KIND_CAP: Record<Kind, number> = {
  name: 1,
  place: 2,
  dial: 1,
  money: 2,
  tax: 2,
  web: 1,
  lang: 2,
  script: 1,
};

/**
 * Kinds that show a page doing business in a country (a phone, a price, a tax office, a domain, its
 * language), not merely talking about it: only these make Nigeria "strongly present".
 */
const BUSINESS_KINDS: ReadonlySet<Kind> = new Set<Kind>(['dial', 'money', 'tax', 'web', 'lang']);

/** The decision's thresholds (see the file's comment). */
const DECIDE = {
  /** The least evidence for a verdict: one strong signal, or a place and a hint. */
  minScore: 3,
  /** How far one side must lead the other. */
  lead: 3,
  /**
   * Nigerian evidence at which a page is never called foreign, whatever else it lists, when some of it
   * is business (BUSINESS_KINDS): a pan-African page with a Lagos office and phone. A Beninese page that
   * only mentions Lagos port and Nigeria is still Beninese.
   */
  nigeriaStrong: 5,
  /** How far one foreign country must lead the next to be named (else: foreign, country unnamed). */
  countryLead: 2,
} as const;

/** Words that, right beside a `?` acronym, make it the tax office's ("GRA VAT", "Revenue (GRA)"). */
const TAX_WORDS = new Set([
  'tax',
  'taxes',
  'taxpayer',
  'taxpayers',
  'revenue',
  'revenues',
  'vat',
  'paye',
  'nhil',
  'efiling',
  'tpin',
  'mbs',
  'impots',
  'recettes',
  'fiscal',
  'contribuable',
]);

/**
 * Tax words that count only right after the acronym: "NRS TIN", "GRA TIN". Before it, or on the next line,
 * "TIN" is the next field of a Nigerian address ("… Ikeja GRA\nTIN: …").
 */
const TAX_WORDS_AFTER = new Set(['tin']);

/** Regions that are almost always a template's default, not the site's choice. */
const DEFAULT_REGIONS = new Set(['US', 'GB']);
/** Languages that say nothing about the country: English, and Nigeria's (in its row). */
const NEUTRAL_LANGUAGES = new Set(['en']);
/** Country-less foreign evidence is filed under this key (a script, a language, "€"). */
const ELSEWHERE = '';
const NIGERIA = 'NG';

interface Signal {
  country: string;
  weight: number;
  kind: Kind;
  /** A proper noun: counts only printed with a capital first letter. */
  properNoun: boolean;
  /** Counts only with a tax word beside it. */
  needsTaxWord: boolean;
  /** Short names ("Aba", "Jos") must be printed exactly so: "ABA" is the American Bar Association. */
  spelled?: string;
  /** Tax codes must not touch digits ("A1KRA9" is a serial, not Kenya's revenue authority). */
  standalone?: boolean;
  /**
   * Currency codes may run into their amount ("KES1,200") but not out of another token ("1ZAR1007…", a
   * UPS tracking number): nothing letter or digit right before them.
   */
  startsAlone?: boolean;
  /** Counted once per page under this key: "cedi" and "cedis" are one currency's name. */
  same?: string;
}

interface Index {
  /** Whole-word terms matched exactly (codes, currency codes), words joined by one space. */
  exact: Map<string, Signal[]>;
  /** Whole-word terms matched folded (names, places, currency words). */
  folded: Map<string, Signal[]>;
  /** Terms with symbols ("GH₵", "R$"), longest first. */
  symbols: RegExp;
  symbolSignals: Map<string, Signal[]>;
  dial: Map<string, string[]>;
  tld: Map<string, string>;
  langs: Map<string, Signal[]>;
  regions: Set<string>;
  names: Map<string, string>;
  /** Most words in any term: the longest phrase tried at each word. */
  maxWords: number;
  /** The first words of every term of two or more words (exact and folded), joined by one space. */
  prefixes: Set<string>;
}

/** A run of letters (with inner apostrophes) or of digits: "KSh1,500" is KSh, 1, 500. */
const WORD = /\p{L}[\p{L}\p{M}]*(?:['’`ʼ]\p{L}[\p{L}\p{M}]*)*|\p{N}+/gu;
/** A French elision: "l’Office Burundais" reads from "Office"; "Côte d’Ivoire" is Côte, d’, Ivoire. */
const ELISION = /^(?:[cdjlmnst]|qu)['’`ʼ]/i;
/** An English possessive: "Nigeria’s" is Nigeria. */
const POSSESSIVE = /['’`ʼ]s$/i;
const PLUS_DIAL = /\+ ?(\d{1,3})(?=(?:[ .\-()]{0,2}\d){7})/g;
const ZERO_DIAL = /(?<![\p{L}\p{N}])00(\d{1,3})(?=[ .-]\d(?:[ .\-()]{0,2}\d){5})/gu;
const BRACKET_DIAL = /(?<![\p{L}\p{N}+])\((\d{1,3})\)(?=(?:[ .-]{0,2}\d){8})/gu;
/** "N25,000", "N 1,500.00": how Nigerian pages print naira without the ₦ sign. */
const NAIRA_N = /(?<![\p{L}\p{N}])N ?\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?!\d)/gu;
/** "R 1 500", "R12,999.00": rand printed as South African pages do. */
const RAND_R = /(?<![\p{L}\p{N}])R ?\d{1,3}(?:[ ,]\d{3})+(?:[.,]\d{2})?(?!\d)/gu;
const US_ZIP =
  /(?<![\p{L}\p{N}])(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]),? \d{5}(?:-\d{4})?(?!\d)/gu;
/** "1-800-922-1276": North America's toll-free numbers, as printed there. */
const NANP_TOLL_FREE = /(?<![\d+])1-8(?:00|33|44|55|66|77|88)-\d{3}-\d{4}(?!\d)/g;
/** "EIN: 20-4826233", "Tax ID: 20-4826233": the US employer number's shape (Nigeria's TINs are 8-4 or 10). */
const US_EIN = /\b(?:EIN|FEIN|Tax ID)(?: No\.?| Number)?[:#]? ?\d{2}-\d{7}(?!\d)/g;
/** "501(c)(3)": the US tax code's charities. */
const US_501C = /\b501\(c\)\(\d{1,2}\)/g;
/** "RG1 7LL", "London E6 6DQ": a UK postcode. */
const UK_POSTCODE = /(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}(?![\p{L}\p{N}])/gu;
/** "TIN NO: 000-273-941-012": the Philippines' TIN, printed in threes. */
const PH_TIN = /\bTIN(?: No\.?)?[:#]? ?\d{3}-\d{3}-\d{3}(?:-\d{3,5})?(?![\d-])/gi;
/** "Globe: 0917-…", "Smart/Sun: 0939-…": the Philippines' mobile networks, named before a number. */
const PH_NETWORK = /\b(?:Globe|Smart|Sun|TNT|DITO)(?: ?\/ ?(?:TM|Sun|Smart|Globe|TNT))?: ?\(?09\d{2}/g;
/** "MTN: 0803…", "Glo: 0805…": Nigeria's networks before a Nigerian-prefixed number (Ghana's MTN is 024 …). */
const NG_NETWORK =
  /\b(?:MTN|Glo|Airtel|9mobile|Etisalat)(?: ?\/ ?(?:MTN|Glo|Airtel|9mobile))?: ?\(?0[789][01]\d/g;
const EURO = /€/g;
/** A flag emoji: two regional indicator letters ("🇳🇬" is NG). */
const FLAG = /[\u{1F1E6}-\u{1F1FF}]{2}/gu;
/**
 * A domain printed in the text, in an e-mail, a "www." or a link, or under a second-level name
 * ("info@pti.edu.ng", "www.zra.org.zm", "smartlink.com.ng"): its country code, as for the page's own host.
 * Each alternative starts where a run of domain characters starts, so a long run is scanned once.
 */
const TEXT_DOMAIN =
  /(?:@|(?<![a-z0-9.-])www\.|:\/\/)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.([a-z]{2})(?![a-z0-9-])|(?<![a-z0-9.@/-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|co|org|net|gov|edu|ac|or|go|sch|mil|gob|nic)\.([a-z]{2})(?![a-z0-9-])/gi;
/** Top-level domains only the US uses: .edu, .gov, .mil. */
const US_ONLY_TLDS = new Set(['edu', 'gov', 'mil']);
const LANG_TAG = /^([a-z]{2,3})(?:-[a-z]{4})?(?:-([a-z]{2}))?(?:-|$)/i;
/**
 * Between the words of a phrase: spaces, a hyphen or a dot ("Porto-Novo", "U.S.A"), or nothing after an
 * elision ("d’Ivoire").
 */
const PHRASE_GAP = /^[\s.-]{0,3}$/;

/**
 * Lower case, accents and apostrophes folded: "Yaoundé" is "yaounde", "d’" and "d`" are "d'". Plain ASCII
 * words, most of them, take the short way.
 */
function fold(word: string): string {
  if (/^[a-z0-9]*$/i.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`ʼ]/g, "'");
}

interface Token {
  start: number;
  end: number;
  folded: string;
}

/** The words of a text (or of a table term, so both split alike), elisions apart, possessives cut. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const push = (start: number, end: number): void => {
    tokens.push({ start, end, folded: fold(text.slice(start, end)) });
  };
  for (const match of text.matchAll(WORD)) {
    let start = match.index;
    let word = match[0];
    if (/['’`ʼ]/.test(word)) {
      const elision = ELISION.exec(word)?.[0];
      if (elision) {
        push(start, start + elision.length);
        start += elision.length;
        word = word.slice(elision.length);
      }
      if (POSSESSIVE.test(word)) word = word.slice(0, -2);
    }
    if (word) push(start, start + word.length);
  }
  return tokens;
}

function splitTerm(term: string): string[] {
  return tokenize(term).map((token) => term.slice(token.start, token.end));
}

function escape(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function add(map: Map<string, Signal[]>, key: string, signal: Signal): void {
  const list = map.get(key);
  if (list) list.push(signal);
  else map.set(key, [signal]);
}

function buildIndex(rows: readonly CountrySignalRow[]): Index {
  const index: Index = {
    exact: new Map(),
    folded: new Map(),
    symbols: /$^/g,
    symbolSignals: new Map(),
    dial: new Map(),
    tld: new Map(),
    langs: new Map(),
    regions: new Set(),
    names: new Map(),
    maxWords: 1,
    prefixes: new Set(),
  };
  const symbolTerms = new Set<string>();
  for (const row of rows) {
    index.names.set(row.code, row.name);
    index.tld.set(row.tld, row.code);
    index.regions.add(row.code);
    for (const code of row.dial) index.dial.set(code, [...(index.dial.get(code) ?? []), row.code]);
    const entries: [readonly string[], number, 'exact' | 'proper' | 'any', Kind][] = [
      [row.names, WEIGHT.name, 'proper', 'name'],
      [row.places, WEIGHT.place, 'proper', 'place'],
      [row.taxNames, WEIGHT.taxName, 'proper', 'tax'],
      [row.moneyWords, WEIGHT.moneyWord, 'any', 'money'],
      [row.money, WEIGHT.money, 'exact', 'money'],
      [row.codes, WEIGHT.code, 'exact', 'tax'],
    ];
    for (const [terms, weight, match, kind] of entries) {
      for (const entry of terms) {
        const weak = entry.endsWith('~');
        const needsTaxWord = entry.endsWith('?');
        const capital = entry.endsWith('!');
        const term = weak || needsTaxWord || capital ? entry.slice(0, -1) : entry;
        const signal: Signal = {
          country: row.code,
          weight: weak ? WEIGHT.weak : capital ? WEIGHT.capital : weight,
          kind,
          properNoun: match === 'proper',
          needsTaxWord,
          standalone: terms === row.codes,
          startsAlone: terms === row.money,
          ...(terms === row.moneyWords ? { same: 'currency-name' } : {}),
        };
        if (/[^\p{L}\p{N}\s'’.-]/u.test(term) || (match === 'exact' && term.endsWith('.'))) {
          // Symbols ("₦", "GH₵", "R$", "Rs."): found anywhere, not as words.
          symbolTerms.add(term);
          add(index.symbolSignals, term, signal);
          continue;
        }
        const words = splitTerm(term);
        index.maxWords = Math.max(index.maxWords, words.length);
        const keyWords = match === 'exact' ? words : words.map(fold);
        for (let n = 1; n < keyWords.length; n++) index.prefixes.add(keyWords.slice(0, n).join(' '));
        if (match === 'exact') {
          add(index.exact, words.join(' '), signal);
        } else {
          if (words.length === 1 && term.length <= 3) signal.spelled = term;
          add(index.folded, words.map(fold).join(' '), signal);
        }
      }
    }
    for (const entry of row.langs) {
      const weak = entry.endsWith('~');
      const language = (weak ? entry.slice(0, -1) : entry).toLowerCase();
      const signal: Signal = {
        country: row.code,
        weight: weak ? WEIGHT.weak : WEIGHT.lang,
        kind: 'lang',
        properNoun: false,
        needsTaxWord: false,
      };
      add(index.langs, language, signal);
    }
  }
  // Longest first, so "GH₵" wins over "₵"; a term starting with a letter must start a word ("Mrs." ≠ "Rs.").
  const alternatives = [...symbolTerms]
    .sort((a, b) => b.length - a.length)
    .map((term) => (/^\p{L}/u.test(term) ? `(?<![\\p{L}\\p{N}])${escape(term)}` : escape(term)));
  index.symbols = new RegExp(alternatives.join('|'), 'gu');
  return index;
}

let built: Index | undefined;
function signalIndex(): Index {
  built ??= buildIndex(COUNTRY_SIGNAL_ROWS);
  return built;
}

/** English name of a country the table knows ('ZW' → 'Zimbabwe'). */
export function countryName(code: string): string | undefined {
  return signalIndex().names.get(code.toUpperCase());
}

interface Found {
  country: string;
  weight: number;
  kind: Kind;
  /** As printed (a substring of the text, hostname or lang). */
  printed: string;
  /** Where it was printed, for ties: text before hostname and lang. */
  at: number;
  /** One signal counts once per page, however often printed. */
  key: string;
}

function foundOf(signal: Signal, printed: string, at: number, key: string): Found {
  return { country: signal.country, weight: signal.weight, kind: signal.kind, printed, at, key };
}

class Tally {
  readonly #seen = new Set<string>();
  readonly byCountry = new Map<string, Found[]>();

  add(found: Found): void {
    // Each signal counts once per country (a code, or '' for evidence that names none).
    const key = `${found.country}:${found.key}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    const list = this.byCountry.get(found.country);
    if (list) list.push(found);
    else this.byCountry.set(found.country, [found]);
  }

  /** What counts for a country: per kind, its strongest KIND_CAP signals. */
  counted(country: string): Found[] {
    const sorted = [...(this.byCountry.get(country) ?? [])].sort(
      (a, b) => b.weight - a.weight || a.at - b.at,
    );
    const used = new Map<Kind, number>();
    return sorted.filter((found) => {
      const count = used.get(found.kind) ?? 0;
      used.set(found.kind, count + 1);
      return count < KIND_CAP[found.kind];
    });
  }

  score(country: string): number {
    return this.counted(country).reduce((total, found) => total + found.weight, 0);
  }

  /** Some of the country's counted evidence shows business there, not talk. */
  doesBusiness(country: string): boolean {
    return this.counted(country).some((found) => BUSINESS_KINDS.has(found.kind));
  }
}

function isCapitalised(printed: string): boolean {
  const first = printed[0] ?? '';
  return first.toUpperCase() === first;
}

function standsAlone(text: string, start: number, end: number): boolean {
  return !/[\p{L}\p{N}]/u.test(text[start - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(text[end] ?? ' ');
}

/** A token right beside another, on the same line: "GRA VAT", "Revenue (GRA)", not "GRA\nTIN:". */
function sameLine(text: string, left: Token, right: Token): boolean {
  return right.start - left.end <= 3 && !/[\n\r]/.test(text.slice(left.end, right.start));
}

function hasTaxWord(text: string, tokens: readonly Token[], first: number, last: number): boolean {
  const before = tokens[first - 1];
  const after = tokens[last + 1];
  if (before && TAX_WORDS.has(before.folded) && sameLine(text, before, tokens[first]!)) return true;
  if (!after || !sameLine(text, tokens[last]!, after)) return false;
  return TAX_WORDS.has(after.folded) || TAX_WORDS_AFTER.has(after.folded);
}

/** Names, places, currency words and codes: the longest phrase at each word, each word used once. */
function readWords(text: string, index: Index, tally: Tally): void {
  const tokens = tokenize(text);
  let i = 0;
  while (i < tokens.length) {
    let used = 1;
    let exactKey = '';
    let foldedKey = '';
    const candidates: { words: number; exact: string; folded: string }[] = [];
    for (let n = 1; n <= index.maxWords && i + n <= tokens.length; n++) {
      const token = tokens[i + n - 1]!;
      const gapStart = tokens[i + n - 2]?.end ?? 0;
      if (n > 1 && (token.start - gapStart > 3 || !PHRASE_GAP.test(text.slice(gapStart, token.start)))) break;
      const word = text.slice(token.start, token.end);
      exactKey = n === 1 ? word : `${exactKey} ${word}`;
      foldedKey = n === 1 ? token.folded : `${foldedKey} ${token.folded}`;
      candidates.push({ words: n, exact: exactKey, folded: foldedKey });
      // Go on only while the words so far begin some longer term: most words begin none.
      if (!index.prefixes.has(exactKey) && !index.prefixes.has(foldedKey)) break;
    }
    for (let c = candidates.length - 1; c >= 0; c--) {
      const { words, exact, folded } = candidates[c]!;
      const start = tokens[i]!.start;
      const printed = text.slice(start, tokens[i + words - 1]!.end);
      const exactSignals = index.exact.get(exact);
      const foldedSignals = index.folded.get(folded);
      if (!exactSignals && !foldedSignals) continue;
      const signals = [...(exactSignals ?? []), ...(foldedSignals ?? [])].filter(
        (signal) =>
          (!signal.properNoun || isCapitalised(printed)) &&
          (signal.spelled === undefined || signal.spelled === printed) &&
          (!signal.needsTaxWord || hasTaxWord(text, tokens, i, i + words - 1)) &&
          (!signal.standalone || standsAlone(text, start, start + printed.length)) &&
          (!signal.startsAlone || !/[\p{L}\p{N}]/u.test(text[start - 1] ?? ' ')),
      );
      if (signals.length === 0) continue;
      for (const signal of signals) {
        tally.add(foundOf(signal, printed, start, signal.same ?? folded));
      }
      used = words;
      break;
    }
    i += used;
  }
}

/** Dialling codes, symbols and printed-number rules. */
function readPrinted(text: string, index: Index, tally: Tally): void {
  const dialForms: [RegExp, number][] = [
    [PLUS_DIAL, WEIGHT.dial],
    [ZERO_DIAL, WEIGHT.dial],
    [BRACKET_DIAL, WEIGHT.dialBracketed],
  ];
  for (const [pattern, weight] of dialForms) {
    for (const match of text.matchAll(pattern)) {
      const digits = match[1]!;
      // Calling codes are prefix-free: the longest known prefix is the code ("+1212…" is +1).
      for (let length = digits.length; length >= 1; length--) {
        const code = digits.slice(0, length);
        const countries = index.dial.get(code);
        if (!countries) continue;
        if (length < digits.length && pattern !== PLUS_DIAL) break; // "00" and "(…)" print the code whole
        const printed =
          match[0].slice(0, match[0].indexOf(digits) + length) + (pattern === BRACKET_DIAL ? ')' : '');
        for (const country of countries) {
          tally.add({ country, weight, kind: 'dial', printed, at: match.index, key: `dial:${code}` });
        }
        break;
      }
    }
  }
  for (const match of text.matchAll(index.symbols)) {
    for (const signal of index.symbolSignals.get(match[0]) ?? []) {
      tally.add(foundOf(signal, match[0], match.index, match[0]));
    }
  }
  const rules: [RegExp, string, number, Kind, string][] = [
    [NAIRA_N, NIGERIA, WEIGHT.moneyWord, 'money', 'naira-n'],
    [RAND_R, 'ZA', WEIGHT.weak, 'money', 'rand-r'],
    [US_ZIP, 'US', WEIGHT.postcode, 'place', 'us-zip'],
    [UK_POSTCODE, 'GB', WEIGHT.postcode, 'place', 'uk-postcode'],
    [NANP_TOLL_FREE, 'US', WEIGHT.dialBracketed, 'dial', 'nanp-toll-free'],
    [US_EIN, 'US', WEIGHT.code, 'tax', 'us-ein'],
    [US_501C, 'US', WEIGHT.code, 'tax', 'us-501c'],
    [PH_TIN, 'PH', WEIGHT.code, 'tax', 'ph-tin'],
    [PH_NETWORK, 'PH', WEIGHT.dial, 'dial', 'ph-network'],
    [NG_NETWORK, NIGERIA, WEIGHT.dial, 'dial', 'ng-network'],
    [EURO, ELSEWHERE, WEIGHT.euro, 'money', 'euro'],
  ];
  for (const [pattern, country, weight, kind, key] of rules) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    pattern.lastIndex = 0;
    if (match) tally.add({ country, weight, kind, printed: match[0], at: match.index, key });
  }
  for (const match of text.matchAll(FLAG)) {
    const code = String.fromCharCode(
      ...Array.from(match[0], (flag) => 0x41 + flag.codePointAt(0)! - 0x1f1e6),
    );
    if (!index.regions.has(code)) continue;
    tally.add({
      country: code,
      weight: WEIGHT.name,
      kind: 'name',
      printed: match[0],
      at: match.index,
      key: 'flag',
    });
  }
  for (const match of text.matchAll(TEXT_DOMAIN)) {
    const country = index.tld.get((match[1] ?? match[2] ?? '').toLowerCase());
    if (!country) continue;
    const printed = match[0].replace(/^(?:@|www\.|:\/\/)/i, '');
    const weight = match[0].startsWith('@') ? WEIGHT.emailDomain : WEIGHT.linkDomain;
    tally.add({ country, weight, kind: 'web', printed, at: match.index, key: 'domain' });
  }
}

type Script =
  | 'latin'
  | 'kana'
  | 'han'
  | 'hangul'
  | 'thai'
  | 'ethiopic'
  | 'devanagari'
  | 'cyrillic'
  | 'greek'
  | 'hebrew'
  | 'arabic'
  | 'bengali'
  | 'other';

/** Scripts that name a country, and the weight of a page written mostly in them. */
const SCRIPT_COUNTRY: Partial<Record<Script, [string, number]>> = {
  kana: ['JP', WEIGHT.script],
  hangul: ['KR', WEIGHT.script],
  thai: ['TH', WEIGHT.script],
  ethiopic: ['ET', WEIGHT.script],
  devanagari: ['IN', WEIGHT.script],
  // Han without kana: Chinese (the mainland, Taiwan or Hong Kong; China is the one in the table).
  han: ['CN', WEIGHT.script],
  cyrillic: [ELSEWHERE, WEIGHT.script],
  greek: [ELSEWHERE, WEIGHT.script],
  hebrew: [ELSEWHERE, WEIGHT.script],
  bengali: [ELSEWHERE, WEIGHT.script],
  arabic: [ELSEWHERE, WEIGHT.arabicScript],
};
/** "Mostly": this share of the sample's letters, and at least this many of them. */
const SCRIPT_SHARE = 0.3;
const SCRIPT_MIN_LETTERS = 4;
/** The script's evidence: its first run, cut to this length. */
const SCRIPT_EVIDENCE_CHARS = 12;

function scriptOf(code: number): Script | undefined {
  if (code < 0x80) return (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a ? 'latin' : undefined;
  // Latin-1 letters, Latin Extended (Hausa ɓ ɗ ƙ) and Extended Additional (Yoruba ẹ ọ ṣ).
  if ((code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) || (code >= 0x1e00 && code <= 0x1eff))
    return 'latin';
  if (code >= 0x3040 && code <= 0x30ff) return 'kana';
  if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf)) return 'han';
  if (
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0x1100 && code <= 0x11ff) ||
    (code >= 0x3130 && code <= 0x318f)
  )
    return 'hangul';
  if (code >= 0x0e00 && code <= 0x0e7f) return 'thai';
  if (code >= 0x1200 && code <= 0x139f) return 'ethiopic';
  if (code >= 0x0900 && code <= 0x097f) return 'devanagari';
  if (code >= 0x0980 && code <= 0x09ff) return 'bengali';
  if (code >= 0x0400 && code <= 0x04ff) return 'cyrillic';
  if (code >= 0x0370 && code <= 0x03ff) return 'greek';
  if (code >= 0x0590 && code <= 0x05ff) return 'hebrew';
  if (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x08a0 && code <= 0x08ff)
  )
    return 'arabic';
  return undefined;
}

/** One pass: how many letters of each script, and where each script's first run is. */
function readScript(text: string, tally: Tally): void {
  const counts = new Map<Script, number>();
  const firstRun = new Map<Script, [number, number]>();
  let letters = 0;
  let runScript: Script | undefined;
  let runStart = 0;
  const closeRun = (end: number): void => {
    if (runScript && !firstRun.has(runScript)) firstRun.set(runScript, [runStart, end]);
    runScript = undefined;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      // ASCII, most of most pages: a Latin letter only counts toward the total; it ends another script's run.
      if (runScript) closeRun(i);
      if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) letters++;
      continue;
    }
    const script = scriptOf(code);
    if (!script || script === 'latin') {
      if (runScript) closeRun(i);
      if (script) letters++;
      continue;
    }
    // Han inside Japanese text belongs to the Japanese run.
    const runAs = script === 'han' && runScript === 'kana' ? 'kana' : script;
    if (runAs !== runScript) {
      closeRun(i);
      runScript = runAs;
      runStart = i;
    }
    letters++;
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  closeRun(text.length);
  const kana = counts.get('kana') ?? 0;
  const han = counts.get('han') ?? 0;
  // Japanese mixes kana and kanji; Chinese has no kana.
  if (kana >= SCRIPT_MIN_LETTERS) {
    counts.set('kana', kana + han);
    counts.delete('han');
  }
  for (const [script, count] of counts) {
    const signal = SCRIPT_COUNTRY[script];
    if (!signal || count < SCRIPT_MIN_LETTERS || count < letters * SCRIPT_SHARE) continue;
    const [start, end] = firstRun.get(script) ?? firstRun.get('han') ?? [0, 0];
    const printed = text.slice(start, Math.min(end, start + SCRIPT_EVIDENCE_CHARS)).trim();
    tally.add({
      country: signal[0],
      weight: signal[1],
      kind: 'script',
      printed,
      at: start,
      key: `script:${script}`,
    });
  }
}

/** The `lang` attribute: its language and region. */
function readLang(lang: string, index: Index, tally: Tally): void {
  const match = LANG_TAG.exec(lang.trim());
  if (!match) return;
  const printed = lang.trim();
  const language = match[1]!.toLowerCase();
  const region = match[2]?.toUpperCase();
  const at = Number.MAX_SAFE_INTEGER;
  if (region) {
    const known = index.regions.has(region);
    const weight = DEFAULT_REGIONS.has(region) ? WEIGHT.langDefaultRegion : WEIGHT.lang;
    tally.add({
      country: known ? region : ELSEWHERE,
      weight,
      kind: 'lang',
      printed,
      at,
      key: `region:${region}`,
    });
  }
  if (NEUTRAL_LANGUAGES.has(language)) return;
  const signals = index.langs.get(language);
  if (!signals) {
    const weight = WEIGHT.otherLanguage;
    tally.add({ country: ELSEWHERE, weight, kind: 'lang', printed, at, key: `lang:${language}` });
    return;
  }
  for (const signal of signals) {
    tally.add(foundOf(signal, printed, at, `lang:${language}`));
  }
}

/** The country-code domain; generic domains (.com, .io, .africa …) say nothing. */
function readHostname(hostname: string, index: Index, tally: Tally): void {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host.includes('.')) return;
  const tld = host.slice(host.lastIndexOf('.') + 1);
  const country = US_ONLY_TLDS.has(tld) ? 'US' : /^[a-z]{2}$/.test(tld) ? index.tld.get(tld) : undefined;
  if (!country) return;
  const at = Number.MAX_SAFE_INTEGER;
  tally.add({ country, weight: WEIGHT.tld, kind: 'web', printed: host, at, key: 'tld' });
}

function strongestFirst(found: readonly Found[]): string[] {
  const sorted = [...found].sort((a, b) => b.weight - a.weight || a.at - b.at);
  const evidence: string[] = [];
  const seen = new Set<string>();
  for (const { printed } of sorted) {
    const key = printed.toLowerCase();
    if (!printed || seen.has(key)) continue;
    seen.add(key);
    evidence.push(printed);
    if (evidence.length === 3) break;
  }
  return evidence;
}

/** Pure and linear: reads at most PAGE_SAMPLE_CHARS of the text. */
export function readPageCountry(sample: PageSample): PageCountry {
  const index = signalIndex();
  const text = sample.text.slice(0, PAGE_SAMPLE_CHARS);
  const tally = new Tally();
  readWords(text, index, tally);
  readPrinted(text, index, tally);
  readScript(text, tally);
  readLang(sample.lang.slice(0, 64), index, tally);
  readHostname(sample.hostname.slice(0, 253), index, tally);

  const nigeria = tally.score(NIGERIA);
  const elsewhere = tally.score(ELSEWHERE);
  const foreign = [...tally.byCountry.keys()]
    .filter((country) => country !== NIGERIA && country !== ELSEWHERE)
    .map((country) => ({ country, score: tally.score(country) }))
    .sort((a, b) => b.score - a.score);
  const [first, second] = foreign;
  // Country-less foreign evidence (a script, a language, "€") adds to the best foreign country's.
  const foreignScore = (first?.score ?? 0) + elsewhere;

  if (nigeria >= DECIDE.minScore && nigeria - foreignScore >= DECIDE.lead) {
    return {
      verdict: 'nigerian',
      country: NIGERIA,
      evidence: strongestFirst(tally.counted(NIGERIA)),
    };
  }
  const nigeriaPresent = nigeria >= DECIDE.nigeriaStrong && tally.doesBusiness(NIGERIA);
  if (foreignScore >= DECIDE.minScore && foreignScore - nigeria >= DECIDE.lead && !nigeriaPresent) {
    const named =
      first && first.score - (second?.score ?? 0) >= DECIDE.countryLead ? first.country : undefined;
    const shown = named
      ? [...tally.counted(named), ...tally.counted(ELSEWHERE)]
      : [...tally.byCountry.keys()].filter((country) => country !== NIGERIA).flatMap((c) => tally.counted(c));
    const evidence = strongestFirst(shown);
    return named ? { verdict: 'foreign', country: named, evidence } : { verdict: 'foreign', evidence };
  }
  return { verdict: 'unknown', evidence: [] };
}
