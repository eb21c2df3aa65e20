/** What an image reading shows at each moment: pure, so its one rule is tested without a reader. */
import type { ImageFailure, ImageReadProgress, ImageReadResult, ImageReading } from '@/utils/image/types';

export type ImageReadState =
  | { phase: 'idle' }
  | { phase: 'reading'; progress?: ImageReadProgress; partial?: ImageReading }
  | { phase: 'done'; reading: ImageReading }
  | { phase: 'failed'; failure: ImageFailure };

/** What is shown once reading stops: barcodes already read stay listed when the text was cancelled. */
export function settledImageState(
  result: ImageReadResult,
  partial: ImageReading | undefined,
): ImageReadState {
  if (result.ok) return { phase: 'done', reading: result.reading };
  if (result.failure.code === 'cancelled' && partial && partial.candidates.length > 0)
    return { phase: 'done', reading: { ...partial, textRead: false } };
  return { phase: 'failed', failure: result.failure };
}
