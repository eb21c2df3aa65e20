/**
 * What an answer is held against, captured once when the lookup is made and stored with the answer
 * (utils/verdict/claims.ts reads them from a page): the name and RC number printed beside a tax number (or
 * the name typed, or a bulk file's), and a listing's year and make beside a VIN.
 */
import { z } from 'zod';
import { nameClaimSchema } from '@/utils/taxpayer/name-check';

export const answerClaimsSchema = z.object({
  /** The name beside a tax number: printed on the page, typed by the user, or in a bulk file's column. */
  name: nameClaimSchema.optional(),
  /** The RC or BN number the page printed beside a tax number. */
  rc: z.string().trim().max(200).optional(),
  /** The year and make a listing prints beside its VIN (one of each, or none). */
  listing: z.object({ year: z.number().int().optional(), make: z.string().max(100).optional() }).optional(),
});
export type AnswerClaims = z.infer<typeof answerClaimsSchema>;
