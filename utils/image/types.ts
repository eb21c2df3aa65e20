/**
 * What reading an image yields: candidates, never guesses. Every surface (popup, side panel, viewer, the page
 * image menu) shows these and decides nothing itself: whether a reading is "read" or "doubtful" is decided once,
 * in `utils/image/candidates.ts`, from the checks a reading can pass.
 */
import type { DetectionKind } from '@/utils/detect/types';

/** A rectangle in the source image's own pixels (before any downscale), so a surface can show the crop. */
export interface ImageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a candidate came from: a barcode's decoded text, or text recognised in the picture (OCR). */
export type ImageReadingSource = 'barcode' | 'text';

/**
 * `read`: an independent check holds (a barcode's own checks plus the VIN check digit; or an OCR'd VIN whose check
 * digit holds). `doubtful`: anything else; the person confirms it before anything is sent.
 */
export type ImageCandidateStatus = 'read' | 'doubtful';

/** Why a candidate is doubtful, one reason, the one a person can act on. */
export type ImageDoubt =
  /** The VIN's check digit does not add up: at least one character is misread (or the maker uses none). */
  | 'check-digit-fails'
  /** The kind has no check digit (Tax ID, TIN, RC/BN, phone) and it came from OCR: nothing proves the reading. */
  | 'no-check'
  /** The reader was unsure of the characters listed in `doubtfulAt`. */
  | 'unsure-characters';

export interface ImageCandidate {
  kind: DetectionKind;
  /** Normalised exactly as the detectors send it (a barcode's import "I" already dropped). */
  value: string;
  status: ImageCandidateStatus;
  source: ImageReadingSource;
  /** zxing's format name for a barcode ("Code39", "Code128", "DataMatrix", "QRCode"). */
  barcodeFormat?: string;
  /** Where in the image it was read. */
  crop: ImageBox;
  /** 0..1, how sure the reader was: 1 for a barcode whose checks hold, else the least sure character's share. */
  certainty: number;
  /** Indexes into `value` of the characters the reader was unsure of (empty when none). */
  doubtfulAt: number[];
  /** Set when `status` is `doubtful`. */
  doubt?: ImageDoubt;
  /** One character changed so the check digit holds: offered for the person to confirm, never applied. */
  suggestion?: { value: string; at: number };
  /** The company name printed beside a Tax ID, TIN or RC/BN, kept as the claim to check. */
  name?: string;
}

/** Something the person should know about how the image was read (it was still read). */
export type ImageNote =
  /** An animated GIF or APNG: only its first frame was read. */
  | 'first-frame-only'
  /** Larger than the reader's working size: read scaled down. */
  | 'scaled-down';

export interface ImageReading {
  /** In reading order: barcodes first, then text, one per kind and value. */
  candidates: ImageCandidate[];
  /** The source image's size in pixels. */
  width: number;
  height: number;
  notes: ImageNote[];
  /** Whether text recognition ran (false when cancelled after the barcodes, or skipped). */
  textRead: boolean;
}

/** Why an image could not be read at all. Each has its own message and its own fix. */
export type ImageFailure =
  | { code: 'file-too-large'; bytes: number; limitBytes: number }
  | { code: 'too-many-pixels'; width: number; height: number; limitPixels: number }
  | { code: 'svg' }
  | { code: 'not-an-image' }
  | { code: 'corrupt' }
  | { code: 'cancelled' }
  /** The browser refused to hand over the image (a page image the site does not let extensions read). */
  | { code: 'unreadable-source' }
  /** The wasm reader failed to start or crashed: a bug or an out-of-memory tab, never the person's fault. */
  | { code: 'reader-failed'; detail: string };

export type ImageReadResult = { ok: true; reading: ImageReading } | { ok: false; failure: ImageFailure };

/** Progress as the reader moves on; `share` is 0..1 within the stage. */
export interface ImageReadProgress {
  stage: 'checking' | 'barcodes' | 'loading-text-reader' | 'text';
  share: number;
}

/*
 * The readers' raw output, before the candidate rules (utils/image/candidates.ts) judge it. Boxes are in the
 * source image's own pixels, like ImageBox everywhere.
 */

/** One barcode as zxing decoded it: its text untouched (a Code 39 import "I" still on it). */
export interface BarcodeReading {
  text: string;
  /** zxing's format name: "Code39", "Code128", "DataMatrix" or "QRCode". */
  format: string;
  box: ImageBox;
}

/** One recognised word: its characters' confidences let the rule mark exactly the characters in doubt. */
export interface OcrWord {
  text: string;
  box: ImageBox;
  /** 0..100, as tesseract reports it. */
  confidence: number;
  symbols: { text: string; confidence: number }[];
}

/** One recognised line of text, its words in reading order. */
export interface OcrLine {
  text: string;
  box: ImageBox;
  words: OcrWord[];
}
