/**
 * Makers whose VINs need not carry a check digit: ISO 3779 leaves position 9 free outside North America
 * and China, and most Japanese, European and Korean makers fill it otherwise on cars not built for North
 * America. By the start of their WMI, the makers common in Nigeria's used-car trade: Toyota and Lexus JT,
 * Isuzu and Mitsubishi JA, Subaru JF, Honda JH, Mazda and Mitsubishi JM, Nissan JN, Suzuki JS, Hyundai KM,
 * Kia KN, Jaguar SAJ, Land Rover SAL, Renault VF1, Peugeot VF3, Citroën VF7, Opel W0L, Audi WA1 and WAU,
 * BMW WBA, WBS and WBX, Mercedes-Benz W1K, W1N, WDB, WDC and WDD, Ford of Europe WF0, Porsche WP0 and WP1,
 * Volkswagen WV1, WV2, WVG and WVW, Volvo YV1 and YV4. Pure.
 *
 * Sources: NHTSA vPIC (utils/vin-decode/wmi-table.generated.ts; a test checks every entry it holds), and
 * for the makers vPIC lacks (JMB, JMZ, VF7) Wikipedia's "Vehicle identification number", list of WMIs
 * (https://en.wikipedia.org/wiki/Vehicle_identification_number#World_manufacturer_identifier).
 */
export const VIN_MAKERS_WITHOUT_CHECK_DIGIT =
  'JA JF JH JM JN JS JT KM KN SAJ SAL VF1 VF3 VF7 W0L WA1 WAU WBA WBS WBX W1K W1N WDB WDC WDD WF0 WP0 WP1 ' +
  'WV1 WV2 WVG WVW YV1 YV4';

/** Whether `vin` (uppercase) starts with the WMI of a maker that need not fill the check digit. */
export function isVinOfMakerWithoutCheckDigit(vin: string): boolean {
  // Split on use, not at load: a bundle that never asks carries only the string.
  return VIN_MAKERS_WITHOUT_CHECK_DIGIT.split(' ').some((wmi) => vin.startsWith(wmi));
}
