/**
 * The taxpayer name and RC rule, imported here only: the summary follows whatever the record view decides,
 * and the day the rule moves, this one import moves with it.
 */
export { namesMatch, rcNumbersMatch } from '@/utils/taxpayer/name-match';
