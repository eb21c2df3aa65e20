/**
 * Whether the "RC"/"Reg. No." before a number belongs to a profession's register, a council, a licence or a
 * school rather than to the CAC: "MDCN Reg. No: RC-4417", "Dr. A. Bello, Reg. No. RC 2231", "Licence No:
 * RC 12345"; or to another country's trade register. Read on the number's own line, one place for every CAC
 * scanner.
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

// A francophone trade register's "RC" (registre du commerce) prints among that country's other company
// numbers: Morocco's IF, ICE, Patente and CNSS, OHADA's RCCM, the NIF of Burundi or Mozambique, the French
// TVA, SIREN and SIRET. None is Nigerian, so any of them on the line, before or after, says whose RC it is.
const FOREIGN_COMPANY_NUMBER =
  /\b(?:ICE|IF|RCCM|NIF|NINEA|CNSS|TVA|SIRE[NT]|[Pp]atente|[Rr]egistre d[eu] [Cc]ommerce)\b/;

/** Whether the CAC-looking number at [prefixStart, end) belongs to another register. */
export function namesOtherRegister(text: string, prefixStart: number, end: number): boolean {
  const after = text.slice(end, end + REACH);
  const lineEnd = after.search(/[\n\r]/);
  if (FOREIGN_COMPANY_NUMBER.test(lineEnd < 0 ? after : after.slice(0, lineEnd))) return true;
  const window = text.slice(Math.max(0, prefixStart - REACH), prefixStart);
  const lineBreak = Math.max(window.lastIndexOf('\n'), window.lastIndexOf('\r'));
  const line = lineBreak >= 0 ? window.slice(lineBreak + 1) : window;
  if (LABEL_OF_NUMBER.test(line) || FOREIGN_COMPANY_NUMBER.test(line)) return true;
  // exec from 0 to the end leaves lastIndex at 0 again; matchAll would copy the expression per number.
  let professionEnd = -1;
  PROFESSION.lastIndex = 0;
  while (PROFESSION.exec(line)) professionEnd = PROFESSION.lastIndex;
  return professionEnd >= 0 && !COMPANY_WORD.test(line.slice(professionEnd));
}
