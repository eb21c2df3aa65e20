/**
 * Joins the frame's scanner with every detector (utils/detect/detect-core.ts): the always-on half runs the
 * common ones only (detect-common.ts) and asks for this part once its text calls for more (a CAC number, a
 * grouped VIN, phones, a foreign page's labelled TIN). The blocks that did are then read again.
 */
import { detectWith } from '@/utils/detect/detect-core';
import { partsLinkOf } from '../parts/parts-host';

export function startMoreDetectors(global: object = globalThis): boolean {
  const link = partsLinkOf(global);
  return (
    link?.attach('MoreDetectors', () => {
      link.useDetector(detectWith);
      return { on: () => undefined, stop: () => link.useDetector(undefined) };
    }) === true
  );
}
