/**
 * Joins the frame's scanner with every detector (utils/detect/detect-core.ts): the always-on half runs the
 * common ones only (detect-common.ts), and hands its reads to these once they are here. The blocks that
 * printed a rarer form meanwhile are read again by the scanner.
 */
import { detectWith } from '@/utils/detect/detect-core';
import { partsLinkOf } from '../parts/parts-host';

export function startPrintedForms(global: object = globalThis): boolean {
  const link = partsLinkOf(global);
  return (
    link?.attach('PrintedForms', () => {
      link.useDetector(detectWith);
      return { on: () => undefined, stop: () => link.useDetector(undefined) };
    }) === true
  );
}
