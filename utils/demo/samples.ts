import type { IdentifierKind } from '@/utils/api/model';

/** The sample identifiers a new user is offered; a unit test checks the demo answers each of them. */
export const DEMO_SAMPLES: readonly { kind: IdentifierKind; value: string }[] = [
  { kind: 'vin', value: '4T1BF1FK5DU276514' },
  { kind: 'vin', value: '1HGCP2F31CA094217' },
  { kind: 'tin', value: '10493827-0001' },
  { kind: 'cac', value: 'RC1456032' },
];
