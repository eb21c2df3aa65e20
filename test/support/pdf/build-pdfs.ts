/**
 * The PDFs the viewer's tests and bench open, built in code so each states what it holds. Every builder is
 * deterministic (fixed dates, no random ids; an encrypted file's salts aside), so a test can assert the
 * exact identifiers and names below. Identifiers come from the built-in demo data (utils/demo), so a lookup
 * from the viewer gets a named answer from the mock API.
 *
 * The invoice follows public descriptions of Nigeria's e-invoices (FIRS Merchant Buyer Solution): seller and
 * buyer with their TINs, an Invoice Reference Number (IRN: invoice number, service id, date stamp), the
 * cryptographic stamp (CSID), VAT at 7.5%:
 * - https://www.slideshare.net/slideshow/technical-overview-on-the-national-e-invoicing-system-3-pdf/281463481
 * - https://www.voxelgroup.net/normativa/guias/nigeria
 * - https://4invoices.net/ng/en/firs-e-invoice/firs-e-invoice-nigeria-mbs
 */
import {
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { encodeOpaquePng } from '../../../scripts/lib/png';

/** What the PDFs print, for assertions. */
export const PDF_SUPPLIER_NAME = 'ADEWALE AUTOS NIGERIA LIMITED';
/** The supplier's 13-digit Tax ID: the demo Business Tax record of ADEWALE AUTOS NIGERIA LIMITED. */
export const PDF_SUPPLIER_TAX_ID = '1049382700013';
export const PDF_SUPPLIER_RC = 'RC1456032';
export const PDF_BUYER_NAME = 'SAHEL HAULAGE AND LOGISTICS LTD';
/** The buyer's NRS TIN (8-4): the demo record of SAHEL HAULAGE AND LOGISTICS LTD. */
export const PDF_BUYER_TIN = '21857364-0001';
/** A demo vehicle (2013 Toyota Camry). */
export const PDF_INVOICE_VIN = '4T1BF1FK5DU276514';
export const PDF_TABLE_BUYER_NAME = 'RIVERS GATEWAY MARINE SERVICES LIMITED';
export const PDF_TABLE_BUYER_TIN = '17720458-0001';
export const PDF_TABLE_BUYER_RC = 'RC884519';
/** A 13-digit Tax ID with no demo record: printed wrapped in a cell, and with spaces between digit groups. */
export const PDF_CARRIER_TAX_ID = '2185736400017';
export const PDF_CARRIER_VIN = '1FTEW1EFXGFB38417';
/** The demo VINs the many-page PDF cycles through, one per page. */
export const PDF_LOT_VINS = [
  '4T1BF1FK5DU276514',
  '2T1BR32E38C870321',
  '1HGCP2F31CA094217',
  '1FTEW1EFXGFB38417',
];

const A4: [number, number] = [595, 842];
const FIXED_DATE = new Date('2026-11-20T09:00:00Z');
const INK = rgb(0.1, 0.1, 0.12);
const RULE = rgb(0.55, 0.55, 0.6);
const SHADE = rgb(0.9, 0.91, 0.93);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function newDocument(title: string): Promise<{ document: PDFDocument; fonts: Fonts }> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(title);
  document.setProducer('VIN & TIN Lookup tests');
  document.setCreator('test/support/pdf/build-pdfs.ts');
  document.setCreationDate(FIXED_DATE);
  document.setModificationDate(FIXED_DATE);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  return { document, fonts: { regular, bold } };
}

function save(document: PDFDocument): Promise<Uint8Array> {
  return document.save({ useObjectStreams: false });
}

/** Draws `text` with its top `top` points below the page's top edge (PDF y grows upwards). */
function write(page: PDFPage, text: string, x: number, top: number, font: PDFFont, size: number): void {
  page.drawText(text, { x, y: page.getHeight() - top - size * 0.8, size, font, color: INK });
}

/** Draws `text` ending at `right`. */
function writeRight(
  page: PDFPage,
  text: string,
  right: number,
  top: number,
  font: PDFFont,
  size: number,
): void {
  write(page, text, right - font.widthOfTextAtSize(text, size), top, font, size);
}

function shade(page: PDFPage, x: number, top: number, width: number, height: number): void {
  page.drawRectangle({ x, y: page.getHeight() - top - height, width, height, color: SHADE });
}

function rule(page: PDFPage, x1: number, top1: number, x2: number, top2: number): void {
  const height = page.getHeight();
  page.drawLine({
    start: { x: x1, y: height - top1 },
    end: { x: x2, y: height - top2 },
    thickness: 0.6,
    color: RULE,
  });
}

/** Word wrap, as every layout engine does: lines break at spaces. */
function wrapWords(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Character wrap ("break anywhere"), as narrow cells of some invoice generators do: lines filled to the edge. */
function wrapCharacters(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const character of text) {
    if (line && font.widthOfTextAtSize(line + character, size) > width) {
      lines.push(line);
      line = character === ' ' ? '' : character;
    } else line += character;
  }
  if (line) lines.push(line);
  return lines;
}

/** The supplier's letterhead: name, address, Tax ID with RC beside it, contacts. Returns the next free top. */
function letterhead(page: PDFPage, fonts: Fonts, top: number): number {
  write(page, PDF_SUPPLIER_NAME, 50, top, fonts.bold, 14);
  write(page, '14 Adeola Odeku Street, Victoria Island, Lagos', 50, top + 18, fonts.regular, 9);
  write(page, `Tax ID: ${PDF_SUPPLIER_TAX_ID}   ${PDF_SUPPLIER_RC}`, 50, top + 30, fonts.regular, 9);
  write(page, 'accounts@adewaleautos.example.com.ng', 50, top + 42, fonts.regular, 9);
  return top + 54;
}

/**
 * A one-page supplier invoice for a car, as a Nigerian e-invoice prints it. Holds: the supplier's name
 * (PDF_SUPPLIER_NAME) with "Tax ID: 1049382700013   RC1456032" in its letterhead block; the buyer's block
 * "Bill to" with PDF_BUYER_NAME and "Buyer TIN: 21857364-0001"; an item line with "VIN 4T1BF1FK5DU276514";
 * a bank account number (10 digits, no TIN keyword: not a TIN).
 */
export async function invoicePdf(): Promise<Uint8Array> {
  return save(await invoiceDocument());
}

async function invoiceDocument(): Promise<PDFDocument> {
  const { document, fonts } = await newDocument('Invoice ADW-INV-2026-0042');
  const page = document.addPage(A4);
  const { regular, bold } = fonts;
  letterhead(page, fonts, 50);

  write(page, 'TAX INVOICE', 380, 48, bold, 18);
  write(page, 'Invoice No: ADW-INV-2026-0042', 380, 72, regular, 9);
  write(page, 'Issue date: 20 November 2026', 380, 84, regular, 9);
  write(page, 'Due date: 4 December 2026', 380, 96, regular, 9);
  write(page, 'IRN: ADW0042-94ND90NR-20261120', 380, 108, regular, 9);

  rule(page, 50, 130, 545, 130);
  write(page, 'Bill to', 50, 145, bold, 10);
  write(page, PDF_BUYER_NAME, 50, 159, regular, 10);
  write(page, 'Plot 7, Area 11, Garki, Abuja', 50, 172, regular, 9);
  write(page, `Buyer TIN: ${PDF_BUYER_TIN}`, 50, 184, regular, 9);
  write(page, 'Delivery', 330, 145, bold, 10);
  write(page, 'Collection at the Victoria Island showroom', 330, 159, regular, 9);
  write(page, 'Delivery date: 24 November 2026', 330, 171, regular, 9);

  shade(page, 50, 215, 495, 18);
  const headTop = 220;
  write(page, '#', 56, headTop, bold, 9);
  write(page, 'Description', 76, headTop, bold, 9);
  write(page, 'Qty', 340, headTop, bold, 9);
  writeRight(page, 'Unit price (NGN)', 460, headTop, bold, 9);
  writeRight(page, 'Amount (NGN)', 539, headTop, bold, 9);
  const rows = [
    ['1', `Toyota Camry 2013, VIN ${PDF_INVOICE_VIN}`, '1', '14,500,000.00', '14,500,000.00'],
    ['2', 'Pre-delivery inspection and plate registration', '1', '350,000.00', '350,000.00'],
  ] as const;
  rows.forEach(([number, description, quantity, price, amount], index) => {
    const top = 245 + index * 22;
    write(page, number, 56, top, regular, 9);
    write(page, description, 76, top, regular, 9);
    write(page, quantity, 340, top, regular, 9);
    writeRight(page, price, 460, top, regular, 9);
    writeRight(page, amount, 539, top, regular, 9);
    rule(page, 50, top + 15, 545, top + 15);
  });

  const totals = [
    ['Subtotal', '14,850,000.00'],
    ['VAT (7.5%)', '1,113,750.00'],
    ['Total due (NGN)', '15,963,750.00'],
  ] as const;
  totals.forEach(([label, amount], index) => {
    const font = index === totals.length - 1 ? bold : regular;
    write(page, label, 360, 310 + index * 14, font, 9);
    writeRight(page, amount, 539, 310 + index * 14, font, 9);
  });

  write(page, 'Payment: Zenith Bank, Account No. 1012345678', 50, 380, regular, 9);
  write(page, 'CSID: 6f1c2a9e84b0d37c51e0a4b2', 50, 392, regular, 8);
  write(
    page,
    'Cleared on the FIRS Merchant Buyer Solution. Scan the QR code to verify.',
    50,
    403,
    regular,
    8,
  );
  return document;
}

/**
 * The supplier's name and address, then its Tax ID drawn as three text runs that touch ("10493" + "827" +
 * "00013", at sizes 10, 10.01 and 10: pdf.js starts a new item at each font change, so its items are
 * "Tax ID: 10493", "827", "00013"), and "VIN: " with the VIN 4T1BF1FK5DU276514 drawn one glyph per run
 * (items "VIN: 4", "T", "1", ...).
 */
export async function splitRunTaxIdPdf(): Promise<Uint8Array> {
  const { document, fonts } = await newDocument('Split runs');
  const page = document.addPage(A4);
  write(page, PDF_SUPPLIER_NAME, 50, 50, fonts.bold, 14);
  write(page, 'Victoria Island, Lagos', 50, 68, fonts.regular, 10);
  drawTouchingRuns(page, fonts.regular, 'Tax ID: ', ['10493', '827', '00013'], 50, 82);
  drawTouchingRuns(page, fonts.regular, 'VIN: ', Array.from(PDF_INVOICE_VIN), 50, 96);
  return save(document);
}

function drawTouchingRuns(
  page: PDFPage,
  font: PDFFont,
  label: string,
  parts: string[],
  x: number,
  top: number,
): void {
  write(page, label, x, top, font, 10);
  let left = x + font.widthOfTextAtSize(label, 10);
  parts.forEach((part, index) => {
    // Alternate sizes a hundredth of a point apart: invisible, but each is a new font state for pdf.js.
    const size = index % 2 === 0 ? 10 : 10.01;
    page.drawText(part, { x: left, y: page.getHeight() - top - 8, size, font, color: INK });
    left += font.widthOfTextAtSize(part, size);
  });
}

/**
 * Two tables. First, Seller | Buyer side by side (drawn column by column, bottom line first, so pdf.js
 * returns them out of reading order): left PDF_SUPPLIER_NAME, "14 Adeola Odeku Street, Lagos",
 * "Tax ID: 1049382700013", "RC1456032"; right PDF_TABLE_BUYER_NAME, "Trans-Amadi Industrial Layout, Port
 * Harcourt", "TIN: 17720458-0001", "RC884519". Then a transport table of narrow cells: Carrier
 * (PDF_BUYER_NAME, word-wrapped over two lines), Carrier Tax ID ("Tax ID: 2185736400017" wrapped by
 * character across two lines), Vehicle ("Ford F-150, VIN 1FTEW1EFXGFB38417").
 */
export async function twoColumnTablePdf(): Promise<Uint8Array> {
  const { document, fonts } = await newDocument('Delivery note DN-2026-0117');
  const page = document.addPage(A4);
  const { regular, bold } = fonts;
  write(page, 'DELIVERY NOTE DN-2026-0117', 50, 50, bold, 14);

  const seller = [
    PDF_SUPPLIER_NAME,
    '14 Adeola Odeku Street, Lagos',
    `Tax ID: ${PDF_SUPPLIER_TAX_ID}`,
    PDF_SUPPLIER_RC,
  ];
  const buyer = [
    PDF_TABLE_BUYER_NAME,
    'Trans-Amadi Industrial Layout, Port Harcourt',
    `TIN: ${PDF_TABLE_BUYER_TIN}`,
    PDF_TABLE_BUYER_RC,
  ];
  const tableTop = 90;
  shade(page, 50, tableTop, 495, 20);
  rule(page, 297, tableTop, 297, tableTop + 78);
  rule(page, 50, tableTop + 78, 545, tableTop + 78);
  for (const [column, lines] of [
    [303, buyer],
    [56, seller],
  ] as const) {
    for (let index = lines.length - 1; index >= 0; index--) {
      write(page, lines[index]!, column, tableTop + 26 + index * 12, regular, 9);
    }
  }
  write(page, 'Buyer', 303, tableTop + 6, bold, 10);
  write(page, 'Seller', 56, tableTop + 6, bold, 10);

  const transportTop = 210;
  const columns = [
    { x: 50, width: 140, head: 'Carrier' },
    { x: 190, width: 82, head: 'Carrier Tax ID' },
    { x: 272, width: 273, head: 'Vehicle' },
  ];
  shade(page, 50, transportTop, 495, 20);
  for (const column of columns) write(page, column.head, column.x + 6, transportTop + 6, bold, 9);
  const cells = [
    wrapWords(PDF_BUYER_NAME, regular, 9, columns[0]!.width - 12),
    wrapCharacters(`Tax ID: ${PDF_CARRIER_TAX_ID}`, regular, 9, columns[1]!.width - 12),
    [`Ford F-150, VIN ${PDF_CARRIER_VIN}`],
  ];
  // Cells top-aligned in one row, 6 pt of padding each side, as HTML-to-PDF engines draw a table.
  cells.forEach((lines, column) => {
    lines.forEach((line, index) =>
      write(page, line, columns[column]!.x + 6, transportTop + 28 + index * 11, regular, 9),
    );
  });
  for (const column of columns.slice(1)) rule(page, column.x, transportTop, column.x, transportTop + 52);
  rule(page, 50, transportTop + 52, 545, transportTop + 52);
  return save(document);
}

/** The supplier's name with its Tax ID printed in digit groups ("Tax ID: 1049 3827 00013"), and the carrier
 * PDF_BUYER_NAME with "TIN: 2185 7364 00017", in a second block. */
export async function spacedDigitsPdf(): Promise<Uint8Array> {
  const { document, fonts } = await newDocument('Spaced digits');
  const page = document.addPage(A4);
  write(page, PDF_SUPPLIER_NAME, 50, 50, fonts.bold, 12);
  write(page, `Tax ID: ${groupDigits(PDF_SUPPLIER_TAX_ID)}`, 50, 66, fonts.regular, 10);
  write(page, 'Carrier', 50, 120, fonts.bold, 10);
  write(page, PDF_BUYER_NAME, 50, 134, fonts.regular, 10);
  write(page, `TIN: ${groupDigits(PDF_CARRIER_TAX_ID)}`, 50, 148, fonts.regular, 10);
  return save(document);
}

/**
 * A form with one character per box, as tax and registration forms print numbers: "Name of taxpayer:
 * ADEWALE AUTOS NIGERIA LIMITED", then "Taxpayer Identification Number (TIN):" with 1049382700013 in 13
 * boxes 16 pt apart (pdf.js: one item per digit, space items between), and "Carrier TIN:" with
 * 2185736400017 letter-spaced 9 pt apart (pdf.js: one item "2 1 8 5 7 3 6 4 0 0 0 1 7").
 */
export async function boxedDigitsPdf(): Promise<Uint8Array> {
  const { document, fonts } = await newDocument('Taxpayer registration update');
  const page = document.addPage(A4);
  write(page, 'TAXPAYER REGISTRATION UPDATE', 50, 50, fonts.bold, 14);
  write(page, `Name of taxpayer: ${PDF_SUPPLIER_NAME}`, 50, 80, fonts.regular, 10);
  write(page, 'Taxpayer Identification Number (TIN):', 50, 96, fonts.regular, 10);
  Array.from(PDF_SUPPLIER_TAX_ID).forEach((digit, index) => {
    const left = 240 + index * 16;
    page.drawRectangle({
      x: left,
      y: page.getHeight() - 110,
      width: 14,
      height: 16,
      borderColor: RULE,
      borderWidth: 0.6,
    });
    write(page, digit, left + 4, 97, fonts.regular, 11);
  });
  write(page, 'Carrier TIN:', 50, 150, fonts.regular, 10);
  Array.from(PDF_CARRIER_TAX_ID).forEach((digit, index) =>
    write(page, digit, 120 + index * 9, 150, fonts.regular, 11),
  );
  return save(document);
}

/** "1049382700013" as "1049 3827 00013". */
function groupDigits(taxId: string): string {
  return `${taxId.slice(0, 4)} ${taxId.slice(4, 8)} ${taxId.slice(8)}`;
}

/**
 * An auction sheet of `pages` pages. Page k (1-based) holds "Lot k of n", "VIN: " + PDF_LOT_VINS[(k-1) % 4],
 * "Consignor: ADEWALE AUTOS NIGERIA LIMITED, Tax ID: 1049382700013", and 30 lines of condition notes, so a
 * page weighs what a real sheet does.
 */
export async function manyPagesPdf(pages: number): Promise<Uint8Array> {
  const { document, fonts } = await newDocument(`Auction sheet, ${pages} lots`);
  for (let number = 1; number <= pages; number++) {
    const page = document.addPage(A4);
    write(page, `Lot ${number} of ${pages}`, 50, 50, fonts.bold, 14);
    write(page, `VIN: ${PDF_LOT_VINS[(number - 1) % PDF_LOT_VINS.length]}`, 50, 72, fonts.regular, 10);
    write(page, `Consignor: ${PDF_SUPPLIER_NAME}, Tax ID: ${PDF_SUPPLIER_TAX_ID}`, 50, 86, fonts.regular, 10);
    for (let line = 0; line < 30; line++) {
      const note = `Note ${line + 1}: panel ${line % 7} inspected, paint depth ${90 + ((line * 7 + number) % 40)} microns.`;
      write(page, note, 50, 120 + line * 14, fonts.regular, 9);
    }
  }
  return save(document);
}

/** The invoice of invoicePdf(), encrypted (AES-256) with `password` to open it. */
export async function passwordPdf(password: string): Promise<Uint8Array> {
  const document = await invoiceDocument();
  document.encrypt({ userPassword: password, ownerPassword: `${password}-owner` });
  return save(document);
}

/**
 * The supplier's name and "Tax ID: 1049382700013", with every way a PDF asks to run code or send data, all
 * pointing at `url`: an OpenAction JavaScript (`app.launchURL`, `this.submitForm`), a document-level
 * JavaScript, a link whose action is JavaScript, a link whose action is SubmitForm, and an AcroForm text
 * field "buyer_tin" holding "21857364-0001" with a keystroke JavaScript. A viewer that runs none of them
 * sends nothing to `url`.
 */
export async function javascriptPdf(url: string): Promise<Uint8Array> {
  const { document, fonts } = await newDocument('Scripted invoice');
  const page = document.addPage(A4);
  const { context } = document;
  letterhead(page, fonts, 50);
  write(page, 'Open the payment portal', 50, 130, fonts.bold, 10);
  write(page, 'Submit the form', 50, 160, fonts.bold, 10);
  write(page, 'Buyer TIN:', 50, 200, fonts.regular, 9);

  // A statement first: pdf.js turns a script that only calls app.launchURL("...") into a plain link.
  const script = (from: string): PDFString =>
    PDFString.of(
      `var target = "${url}?from=${from}"; app.launchURL(target, true); this.submitForm(target + "-submit");`,
    );
  const openAction = context.register(
    context.obj({ Type: 'Action', S: 'JavaScript', JS: script('open-action') }),
  );
  document.catalog.set(PDFName.of('OpenAction'), openAction);
  const namedScript = context.register(context.obj({ S: 'JavaScript', JS: script('document-script') }));
  document.catalog.set(
    PDFName.of('Names'),
    context.obj({ JavaScript: context.obj({ Names: [PDFString.of('start'), namedScript] }) }),
  );

  const top = (offset: number): number => page.getHeight() - offset;
  const javascriptLink = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [48, top(142), 200, top(128)],
      Border: [0, 0, 0],
      A: { S: 'JavaScript', JS: script('link') },
    }),
  );
  const submitLink = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [48, top(172), 200, top(158)],
      Border: [0, 0, 0],
      A: { S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of(`${url}?from=submit-link`) }, Flags: 4 },
    }),
  );
  page.node.addAnnot(javascriptLink);
  page.node.addAnnot(submitLink);

  const field = document.getForm().createTextField('buyer_tin');
  field.setText(PDF_BUYER_TIN);
  field.addToPage(page, { x: 100, y: top(212), width: 150, height: 16, font: fonts.regular });
  field.acroField.dict.set(
    PDFName.of('AA'),
    context.obj({ K: context.obj({ S: 'JavaScript', JS: script('field-keystroke') }) }),
  );
  return save(document);
}

/**
 * The invoice of invoicePdf(), grown to about `megabytes` MB by a stream no page draws (incompressible
 * bytes from a fixed seed), for the "100 MB file" case: a viewer that reads pages lazily shows the
 * invoice without decoding it.
 */
export async function largePdf(megabytes: number): Promise<Uint8Array> {
  const document = await invoiceDocument();
  const filler = new Uint8Array(Math.round(megabytes * 1024 * 1024));
  let state = 20_261_127;
  for (let index = 0; index < filler.length; index++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    filler[index] = state >>> 24;
  }
  document.context.register(
    document.context.stream(filler, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1] }),
  );
  return save(document);
}

/** A page that is only a picture (a "scanned" invoice: grey bars where lines of print would be), no text. */
export async function scannedPdf(): Promise<Uint8Array> {
  const { document } = await newDocument('Scanned invoice');
  const page = document.addPage(A4);
  const image = await document.embedPng(scanPicture());
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return save(document);
}

/** 298 x 421 px: paper white, with dark bars for a heading and lines of print. */
function scanPicture(): Uint8Array {
  const width = 298;
  const height = 421;
  const rgba = new Uint8Array(width * height * 4).fill(255);
  const bar = (x: number, y: number, w: number, h: number, grey: number): void => {
    for (let row = y; row < y + h; row++) {
      for (let column = x; column < x + w; column++) {
        const at = (row * width + column) * 4;
        rgba[at] = grey;
        rgba[at + 1] = grey;
        rgba[at + 2] = grey;
      }
    }
  };
  bar(25, 25, 150, 9, 40);
  for (let line = 0; line < 20; line++) bar(25, 50 + line * 14, 120 + ((line * 37) % 120), 5, 90);
  // A plain Uint8Array: pdf.js refuses Node's Buffer.
  return new Uint8Array(encodeOpaquePng(rgba, width, height));
}

/** The invoice cut off in the middle of its bytes: no cross-reference table, no trailer. */
export async function corruptPdf(): Promise<Uint8Array> {
  const bytes = await invoicePdf();
  return bytes.slice(0, Math.floor(bytes.length / 2));
}

/** Bytes that are no PDF, to be offered under a .pdf name: an HTML page, or a PNG picture. */
export function notAPdf(kind: 'html' | 'png' = 'html'): Uint8Array {
  if (kind === 'png') return scanPicture();
  return new TextEncoder().encode(
    '<!doctype html><html><head><title>Invoice</title></head><body><p>Tax ID: 1049382700013</p></body></html>\n',
  );
}
