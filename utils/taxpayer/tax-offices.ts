/**
 * The tax office codes a taxpayer record prints ("MSTO LAGOS ISLAND"), with their plain meaning. The
 * NRS (formerly FIRS) assigns each taxpayer to one office by size, industry and residence: its 2021
 * segmentation notice names the Large (LTO), Medium (MTO) and Micro and Small (MSTO) tax offices and the
 * Non-Resident Persons Tax Office; Integrated (ITO) and Government Business (GBTO) offices serve the rest.
 */
type OfficeKey = `taxOffice.${'lto' | 'mto' | 'msto' | 'ito' | 'gbto' | 'nrpto'}`;

const OFFICES: Readonly<Record<string, OfficeKey>> = {
  LTO: 'taxOffice.lto',
  MTO: 'taxOffice.mto',
  MSTO: 'taxOffice.msto',
  ITO: 'taxOffice.ito',
  GBTO: 'taxOffice.gbto',
  NRPTO: 'taxOffice.nrpto',
};

/** The message key for the office code in `office`, if it names one. */
export function taxOfficeMeaning(office: string): OfficeKey | undefined {
  const code = /\b(LTO|MTO|MSTO|ITO|GBTO|NRPTO)\b/i.exec(office)?.[1]?.toUpperCase();
  return code ? OFFICES[code] : undefined;
}
