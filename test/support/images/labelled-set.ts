/**
 * The labelled image set of issue 41: VIN barcode labels and printed lines and cards, each with the identifiers
 * it truly holds, so the bench can count exact readings and wrong "read" ones. Built at run time from
 * ./fixtures.ts (nothing binary is committed); the same specs give the same bytes on every run.
 *
 * Each truth says what a perfect reading must come out as under the candidate rule (utils/image/candidates.ts):
 * - a barcode VIN whose check digit holds: `read`;
 * - a barcode VIN whose maker uses no check digit (European, position 9 not adding up): `read` from a symbology
 *   with its own check (Code 128, Data Matrix, QR), `doubtful` from Code 39 (nothing else proves it);
 * - a VIN whose check digit fails where its maker must use one: `doubtful`, whatever carries it;
 * - OCR'd text: a VIN is `read` when its check digit holds; a no-check maker's VIN may be `read` (when every
 *   character was sure) or `doubtful` (`either`); a Tax ID, TIN, RC or phone is always `doubtful`.
 * A `read` candidate whose value is no truth of its image, or whose truth is `doubtful`, is a wrong "read".
 */
import type { Page } from '@playwright/test';
import type { DetectionKind } from '@/utils/detect/types';
import {
  certificateImage,
  certificateLines,
  textImage,
  vinLabelImage,
  type PhotoEffects,
  type VinSymbology,
} from './fixtures';

export interface ImageTruth {
  kind: DetectionKind;
  /** As the detectors normalise it (the Code 39 import "I" dropped, RC with its prefix, phone as 0XXXXXXXXXX). */
  value: string;
  /** What a perfect reading must show: `either` where the rule lets the reader's certainty decide. */
  status: 'read' | 'doubtful' | 'either';
  /** The company name printed beside a Tax ID, TIN or RC. */
  name?: string;
}

export type BarcodeCondition =
  'clean' | 'turned-right-angle' | 'turned' | 'blur' | 'small' | 'jpeg' | 'photo' | 'photo-12mp';

export type TextCondition =
  | 'clean'
  | 'small-font'
  | 'blur'
  | 'perspective'
  | 'noise'
  | 'shadow'
  | 'jpeg'
  | 'photo'
  | 'card'
  | 'a4-page';

export interface LabelledImageSpec {
  id: string;
  group: 'barcode' | 'text';
  condition: BarcodeCondition | TextCondition;
  /** What the picture is, in words (for the bench's misses). */
  about: string;
  type: 'png' | 'jpeg';
  truth: ImageTruth[];
  /** The printed text, line by line (text images): the truth is what the detectors find in it. */
  printed?: string[];
  render(page: Page): Promise<Buffer>;
}

export interface LabelledImage extends Omit<LabelledImageSpec, 'render'> {
  bytes: Buffer;
}

/** Check digits that hold (tested in test/unit/support-images.test.ts): demo records first, then public examples. */
export const VALID_VINS = [
  '4T1BF1FK5DU276514',
  '2T1BR32E38C870321',
  '1HGCP2F31CA094217',
  '1FTEW1EFXGFB38417',
  '1HGCM82633A004352',
  'JH4KA7561PC008269',
  '1M8GDM9AXKP042788',
  '1G1JC5444R7252367',
  '2HGFA16598H509352',
  'JTJBK1BA6F2471935',
  'WDDGF8AB6EA915342',
  '5YJSA1E18HF000337',
  'JHMCM56557C404453',
  '1FTFW1ET9DFC10312',
  '1HGCM82643A009981',
] as const;

/**
 * European VINs whose 9th character is no check digit (VW's "Z" filler, or a digit that does not add up): ISO
 * 3779 lets these makers skip it, so only the shape can be checked.
 */
export const NO_CHECK_DIGIT_VINS = [
  'WVWZZZ1JZ3W386752',
  'WVWZZZ3CZWE123456',
  'WAUZZZ8K9BA123456',
  'VF3LCYHZPHS123456',
  'TMBJJ7NE8J0123456',
  'YV1MS382262123456',
  'VF1RFB00X56123456',
  'WP0ZZZ99ZTS392124',
] as const;

/** North American VINs whose check digit fails: one character is wrong, whatever printed it. */
export const FAILING_CHECK_DIGIT_VINS = ['5YJ3E1EA7JF000001', '1HGCM82633A004353'] as const;

/**
 * The demo taxpayers (utils/demo/taxpayers.ts) with the names printed beside their numbers. Sahel's 13-digit
 * Tax ID is the PDFs' (test/support/pdf/build-pdfs.ts); Rivers Gateway's is invented (its TIN's digits).
 */
const TAXPAYERS = [
  {
    name: 'ADEWALE AUTOS NIGERIA LIMITED',
    taxId: '1049382700013',
    tin: '10493827-0001',
    rc: 'RC1456032',
    phone: '08034125876',
  },
  {
    name: 'SAHEL HAULAGE AND LOGISTICS LTD',
    taxId: '2185736400017',
    tin: '21857364-0001',
    rc: 'RC0618274',
    phone: '09062447315',
  },
  {
    name: 'RIVERS GATEWAY MARINE SERVICES LIMITED',
    taxId: '1772045800018',
    tin: '17720458-0001',
    rc: 'RC884519',
    phone: '08139905264',
  },
] as const;

const FONTS = [
  'DejaVu Sans',
  'Liberation Serif',
  'DejaVu Sans Mono',
  'Liberation Sans',
  'DejaVu Serif',
  'Liberation Mono',
] as const;

/** "08034125876" as people print it, three ways. */
function printedPhone(phone: string, style: number): string {
  const rest = phone.slice(1);
  if (style % 3 === 0) return `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  if (style % 3 === 1) return `+234 ${rest.slice(0, 3)} ${rest.slice(3, 6)} ${rest.slice(6)}`;
  return phone;
}

function printedRc(rc: string): string {
  return `${rc.slice(0, 2)} ${rc.slice(2)}`;
}

/** A barcode VIN's truth under the rule (see the file's comment). */
function barcodeTruth(vin: string, symbology: VinSymbology): ImageTruth {
  if ((FAILING_CHECK_DIGIT_VINS as readonly string[]).includes(vin))
    return { kind: 'vin', value: vin, status: 'doubtful' };
  if ((NO_CHECK_DIGIT_VINS as readonly string[]).includes(vin)) {
    return { kind: 'vin', value: vin, status: symbology === 'code39' ? 'doubtful' : 'read' };
  }
  return { kind: 'vin', value: vin, status: 'read' };
}

/** An OCR'd VIN's truth under the rule. */
function textVinTruth(vin: string): ImageTruth {
  if ((NO_CHECK_DIGIT_VINS as readonly string[]).includes(vin))
    return { kind: 'vin', value: vin, status: 'either' };
  if ((VALID_VINS as readonly string[]).includes(vin)) return { kind: 'vin', value: vin, status: 'read' };
  return { kind: 'vin', value: vin, status: 'doubtful' };
}

const BARCODE_CONDITIONS: {
  condition: BarcodeCondition;
  name: string;
  effects: PhotoEffects;
  moduleScale?: number;
}[] = [
  { condition: 'clean', name: 'clean', effects: {} },
  { condition: 'turned-right-angle', name: 'turned 90°', effects: { rotateDeg: 90 } },
  { condition: 'turned-right-angle', name: 'turned 180°', effects: { rotateDeg: 180 } },
  { condition: 'turned-right-angle', name: 'turned 270°', effects: { rotateDeg: 270 } },
  { condition: 'turned', name: 'turned 7°', effects: { rotateDeg: 7 } },
  { condition: 'turned', name: 'turned 15°', effects: { rotateDeg: -15 } },
  { condition: 'turned', name: 'turned 30°', effects: { rotateDeg: 30 } },
  { condition: 'blur', name: 'blurred 1 px', effects: { blurPx: 1 } },
  { condition: 'blur', name: 'blurred 1.6 px', effects: { blurPx: 1.6 } },
  { condition: 'small', name: 'small (1.5 px modules)', effects: { scale: 0.75 }, moduleScale: 2 },
  { condition: 'jpeg', name: 'JPEG quality 35', effects: { jpegQuality: 35 } },
  {
    condition: 'photo',
    name: 'photo: framed, 6° turn, perspective, shadow, noise, JPEG 50',
    effects: {
      rotateDeg: 6,
      perspective: 0.12,
      shadow: true,
      noise: 9,
      jpegQuality: 50,
      frame: { width: 1280, height: 960 },
    },
  },
];

const SYMBOLOGIES: { symbology: VinSymbology; importI?: boolean; name: string }[] = [
  { symbology: 'code39', importI: true, name: 'Code 39 with the import I' },
  { symbology: 'code39', name: 'Code 39' },
  { symbology: 'code128', name: 'Code 128' },
  { symbology: 'datamatrix', name: 'Data Matrix' },
  { symbology: 'qr', name: 'QR' },
];

/** The 12 MP phone photo of a door-jamb label the time budget is measured on. */
export const TWELVE_MP_PHOTO_ID = 'barcode-photo-12mp';

function barcodeSpecs(): LabelledImageSpec[] {
  const specs: LabelledImageSpec[] = [];
  let turn = 0;
  for (const symbol of SYMBOLOGIES) {
    for (const condition of BARCODE_CONDITIONS) {
      const vin = VALID_VINS[turn++ % VALID_VINS.length]!;
      const seed = turn;
      specs.push({
        id: `barcode-${symbol.symbology}${symbol.importI ? '-import' : ''}-${specs.length + 1}`,
        group: 'barcode',
        condition: condition.condition,
        about: `${symbol.name}, ${condition.name}`,
        type: condition.effects.jpegQuality ? 'jpeg' : 'png',
        truth: [barcodeTruth(vin, symbol.symbology)],
        render: (page) =>
          vinLabelImage(page, {
            vin,
            symbology: symbol.symbology,
            importI: symbol.importI,
            moduleScale: condition.moduleScale,
            ...condition.effects,
            seed,
          }),
      });
    }
  }
  // Honesty: no-check makers, and check digits that fail where they must hold.
  const honest: { vin: string; symbology: VinSymbology; importI?: boolean; effects: PhotoEffects }[] = [
    { vin: NO_CHECK_DIGIT_VINS[0], symbology: 'code39', importI: true, effects: {} },
    { vin: NO_CHECK_DIGIT_VINS[1], symbology: 'datamatrix', effects: { rotateDeg: 15 } },
    { vin: NO_CHECK_DIGIT_VINS[2], symbology: 'qr', effects: { jpegQuality: 40 } },
    { vin: NO_CHECK_DIGIT_VINS[3], symbology: 'code128', effects: { rotateDeg: 90 } },
    { vin: FAILING_CHECK_DIGIT_VINS[0], symbology: 'code128', effects: {} },
    { vin: FAILING_CHECK_DIGIT_VINS[1], symbology: 'qr', effects: { rotateDeg: 7 } },
  ];
  for (const item of honest) {
    specs.push({
      id: `barcode-${item.symbology}-honest-${specs.length + 1}`,
      group: 'barcode',
      condition: item.effects.rotateDeg ? 'turned' : item.effects.jpegQuality ? 'jpeg' : 'clean',
      about: `${item.symbology}${item.importI ? ' with the import I' : ''} of ${item.vin} (check digit ${(NO_CHECK_DIGIT_VINS as readonly string[]).includes(item.vin) ? 'not used by its maker' : 'failing'})`,
      type: item.effects.jpegQuality ? 'jpeg' : 'png',
      truth: [barcodeTruth(item.vin, item.symbology)],
      render: (page) =>
        vinLabelImage(page, {
          vin: item.vin,
          symbology: item.symbology,
          importI: item.importI,
          ...item.effects,
        }),
    });
  }
  specs.push({
    id: TWELVE_MP_PHOTO_ID,
    group: 'barcode',
    condition: 'photo-12mp',
    about: 'Code 39 with the import I on a 4000 x 3000 phone photo (JPEG 85, noise, shadow)',
    type: 'jpeg',
    truth: [barcodeTruth(VALID_VINS[0], 'code39')],
    render: (page) =>
      vinLabelImage(page, {
        vin: VALID_VINS[0],
        symbology: 'code39',
        importI: true,
        moduleScale: 4,
        rotateDeg: 4,
        perspective: 0.08,
        shadow: true,
        noise: 6,
        jpegQuality: 85,
        frame: { width: 4000, height: 3000, x: 1300, y: 1100 },
      }),
  });
  return specs;
}

interface TextContent {
  name: string;
  lines: string[];
  truth: ImageTruth[];
}

/** The printed contents, the n-th of each kind varying its identifiers. */
function textContents(n: number): TextContent[] {
  const payer = TAXPAYERS[n % TAXPAYERS.length]!;
  const vin = VALID_VINS[(n * 3 + 4) % VALID_VINS.length]!;
  const europe = NO_CHECK_DIGIT_VINS[n % NO_CHECK_DIGIT_VINS.length]!;
  const phone = printedPhone(payer.phone, n);
  const phoneTruth: ImageTruth = { kind: 'phone', value: payer.phone, status: 'doubtful' };
  return [
    { name: 'a VIN line', lines: [`VIN ${vin}`], truth: [textVinTruth(vin)] },
    {
      name: 'a WhatsApp message with a Tax ID and a name',
      lines: ['Pls verify this supplier:', `Tax ID ${payer.taxId}, ${payer.name}`],
      truth: [{ kind: 'tin', value: payer.taxId, status: 'doubtful', name: payer.name }],
    },
    {
      name: 'an RC number and a name',
      lines: [payer.name, `RC No: ${printedRc(payer.rc)}`],
      truth: [{ kind: 'cac', value: payer.rc, status: 'doubtful', name: payer.name }],
    },
    { name: 'a phone number', lines: ['Call the seller on', phone], truth: [phoneTruth] },
    {
      name: 'a delivery note: chassis, TIN, phone',
      lines: [`Chassis No: ${vin}`, `Buyer TIN ${payer.tin}`, `Tel: ${phone}`],
      truth: [textVinTruth(vin), { kind: 'tin', value: payer.tin, status: 'doubtful' }, phoneTruth],
    },
    { name: 'a European VIN (no check digit)', lines: [`VIN: ${europe}`], truth: [textVinTruth(europe)] },
    {
      name: 'a VIN printed with one wrong character',
      lines: ['Vehicle identification number', `VIN ${FAILING_CHECK_DIGIT_VINS[n % 2]}`],
      truth: [textVinTruth(FAILING_CHECK_DIGIT_VINS[n % 2]!)],
    },
    {
      name: 'an invoice line: Tax ID and VIN',
      lines: [`Seller Tax ID ${payer.taxId}`, `1 vehicle, VIN ${vin}`],
      truth: [{ kind: 'tin', value: payer.taxId, status: 'doubtful' }, textVinTruth(vin)],
    },
  ];
}

const TEXT_CONDITIONS: { condition: TextCondition; name: string; sizePx: number; effects: PhotoEffects }[] = [
  { condition: 'clean', name: 'clean screenshot, 28 px', sizePx: 28, effects: {} },
  { condition: 'small-font', name: 'small font, 13 px', sizePx: 13, effects: {} },
  { condition: 'blur', name: 'blurred 1.2 px', sizePx: 26, effects: { blurPx: 1.2 } },
  {
    condition: 'perspective',
    name: 'shot at an angle (perspective 0.22)',
    sizePx: 30,
    effects: { perspective: 0.22 },
  },
  { condition: 'noise', name: 'grain (noise 18)', sizePx: 26, effects: { noise: 18 } },
  { condition: 'shadow', name: 'a shadow across it', sizePx: 26, effects: { shadow: true } },
  { condition: 'jpeg', name: 'JPEG quality 35', sizePx: 22, effects: { jpegQuality: 35 } },
  {
    condition: 'photo',
    name: 'photo: 3° turn, perspective, shadow, noise, blur, JPEG 50',
    sizePx: 30,
    effects: { rotateDeg: 3, perspective: 0.15, shadow: true, noise: 10, blurPx: 0.7, jpegQuality: 50 },
  },
];

/** The A4 page at 150 dpi the OCR time budget is measured on. */
export const A4_PAGE_ID = 'text-a4-page';

function textSpecs(): LabelledImageSpec[] {
  const specs: LabelledImageSpec[] = [];
  let turn = 0;
  for (const condition of TEXT_CONDITIONS) {
    for (const [index, content] of textContents(turn).entries()) {
      const font = FONTS[(turn + index) % FONTS.length]!;
      const seed = 100 + specs.length;
      specs.push({
        id: `text-${condition.condition}-${specs.length + 1}`,
        group: 'text',
        condition: condition.condition,
        about: `${content.name}, ${font}, ${condition.name}`,
        type: condition.effects.jpegQuality ? 'jpeg' : 'png',
        truth: content.truth,
        printed: content.lines,
        render: (page) =>
          textImage(page, {
            lines: content.lines,
            font,
            sizePx: condition.sizePx,
            ...condition.effects,
            seed,
          }),
      });
    }
    turn++;
  }
  const cards: { effects: PhotoEffects; name: string }[] = [
    { effects: {}, name: 'clean' },
    { effects: { rotateDeg: -3, jpegQuality: 60 }, name: 'turned 3°, JPEG 60' },
    { effects: { perspective: 0.15, shadow: true, noise: 8, jpegQuality: 55 }, name: 'photo' },
    { effects: { scale: 0.6 }, name: 'small (0.6)' },
  ];
  for (const [index, card] of cards.entries()) {
    const payer = TAXPAYERS[index % TAXPAYERS.length]!;
    specs.push({
      id: `text-card-${specs.length + 1}`,
      group: 'text',
      condition: 'card',
      about: `a CAC-style certificate of ${payer.name}, ${card.name}`,
      type: card.effects.jpegQuality ? 'jpeg' : 'png',
      // No name in the truth: the heading "FEDERAL REPUBLIC OF NIGERIA" reads as a second company name, so the
      // claim reader rightly keeps none (two names are no claim).
      truth: [
        { kind: 'cac', value: payer.rc, status: 'doubtful' },
        { kind: 'tin', value: payer.taxId, status: 'doubtful' },
      ],
      printed: certificateLines({ companyName: payer.name, rc: payer.rc, taxId: payer.taxId }),
      render: (page) =>
        certificateImage(page, {
          companyName: payer.name,
          rc: payer.rc,
          taxId: payer.taxId,
          ...card.effects,
          seed: index,
        }),
    });
  }
  specs.push(a4PageSpec());
  return specs;
}

/** An A4 page at 150 dpi (1240 x 1754 px): a customs-style list of vehicles, one VIN a line, 11 pt print. */
function a4PageSpec(): LabelledImageSpec {
  const vins = VALID_VINS.slice(0, 8);
  const lines = [
    'NIGERIA CUSTOMS SERVICE - VEHICLE RELEASE LIST',
    '',
    'Port: Tin Can Island, Lagos            Date: 20 November 2026',
    `Importer: ${TAXPAYERS[0].name}`,
    `Importer Tax ID ${TAXPAYERS[0].taxId}`,
    '',
    'The vehicles below were examined and released against duty paid.',
    '',
    ...vins.map((vin, index) => `${index + 1}.  Make and model on file      VIN ${vin}`),
    '',
    'Any query on this list should be raised with the releasing officer',
    'within seven days of its date. Keep this page with the vehicle papers.',
    '',
    'Conditions of release',
    '',
    'The importer confirms that every vehicle on this list is the one declared',
    'on the entry, that its identification number was read from the vehicle',
    'itself and not from its papers, and that no plate or label has been',
    'altered, removed or replaced since it arrived at the port. A vehicle whose',
    'number cannot be read is held until an officer has examined it in person.',
    '',
    'Duty, levies and port charges shown on the assessment notice were paid',
    'in full before release. A vehicle released in error, or against a duty',
    'payment later found short, may be recalled wherever it is found, and the',
    'importer bears the cost of its return and storage.',
    '',
    'The importer keeps this list, the entry, the assessment notice and the',
    'receipt of payment for six years, and shows them on request to any',
    'officer of the Service, of the police or of the licensing authority.',
    '',
    'Released by the examining officer, for the Comptroller.',
  ];
  return {
    id: A4_PAGE_ID,
    group: 'text',
    condition: 'a4-page',
    about: 'an A4 page at 150 dpi: a release list of 8 VINs and a Tax ID, 11 pt Liberation Serif',
    type: 'png',
    truth: [{ kind: 'tin', value: TAXPAYERS[0].taxId, status: 'doubtful' }, ...vins.map(textVinTruth)],
    printed: lines,
    render: (page) =>
      textImage(page, { lines, font: 'Liberation Serif', sizePx: 23, widthPx: 1240, heightPx: 1754 }),
  };
}

/** Every labelled image, barcodes first; nothing is drawn until `render`. */
export function labelledSetSpecs(): LabelledImageSpec[] {
  return [...barcodeSpecs(), ...textSpecs()];
}

/** Draws the set (or the specs `only` keeps) in `page`. */
export async function buildLabelledSet(
  page: Page,
  only: (spec: LabelledImageSpec) => boolean = () => true,
): Promise<LabelledImage[]> {
  const images: LabelledImage[] = [];
  for (const spec of labelledSetSpecs().filter(only)) {
    const { render, ...label } = spec;
    images.push({ ...label, bytes: await render(page) });
  }
  return images;
}
