/**
 * Whether the "RC"/"Reg. No." before a number belongs to a profession's register, a council, a licence or a
 * school rather than to the CAC: "MDCN Reg. No: RC-4417", "Dr. A. Bello, Reg. No. RC 2231", "Licence No:
 * RC 12345". Read on the same line before the number's prefix, one place for every CAC scanner.
 */

const REACH = 60;

// Bodies and professions: they name the register wherever they stand on the line before the number, unless
// a company word comes between ("Medicare Pharmacist Ltd, RC 123456" is a company). Nigerian registers:
// doctors (MDCN), engineers (COREN), pharmacists (PCN), nurses and midwives (NMCN), accountants (ICAN,
// ANAN), tax practitioners (CITN), lawyers (SCN, the Supreme Court enrolment number; NBA), teachers (TRCN),
// laboratory scientists (MLSCN); abroad: the UK's GMC, NMC, HCPC, GDC, India's MCI/NMC and its state councils.
const PROFESSION =
  /\b(?:MDCN|COREN|PCN|NMCN|ICAN|ANAN|CITN|SCN|NBA|TRCN|MLSCN|GMC|NMC|HCPC|GDC|MCI|doctor|dr|physician|surgeon|dentist|pharmacist|nurse|midwife|engineer|engr|architect|surveyor|accountant|lawyer|barrister|solicitor|council)\b/gi;
const COMPANY_WORD =
  /\b(?:ltd|limited|plc|company|co|inc|incorporated|llc|enterprises?|ventures|business|firm|cac|corporate affairs)\b/i;

// Registers that only label the number when they stand right before it, with registration words between
// ("Vehicle Reg. No. RC 1234", "Member No: RC 10234", "Folio: RC 2231"): elsewhere on a line they are
// ordinary words ("a member of the group, RC 123456").
const LABEL_OF_NUMBER =
  /\b(?:licen[cs]e|permit|plate|vehicle|driver|driving|school|student|matric(?:ulation)?|candidate|exam(?:ination)?|member(?:ship)?|folio|enrol(?:l?ment)?|practi[cs]ing)(?:['’]s)?(?:[\s.:#/()-]|\b(?:reg|regd|registration|no|nr|num|number|id)\b)*$/i;

export function namesOtherRegister(text: string, prefixStart: number): boolean {
  const window = text.slice(Math.max(0, prefixStart - REACH), prefixStart);
  const lineBreak = Math.max(window.lastIndexOf('\n'), window.lastIndexOf('\r'));
  const line = lineBreak >= 0 ? window.slice(lineBreak + 1) : window;
  if (LABEL_OF_NUMBER.test(line)) return true;
  let professionEnd = -1;
  for (const match of line.matchAll(PROFESSION)) professionEnd = match.index + match[0].length;
  return professionEnd >= 0 && !COMPANY_WORD.test(line.slice(professionEnd));
}
