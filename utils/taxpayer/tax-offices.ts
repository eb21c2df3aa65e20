// The NRS (formerly FIRS) assigns each taxpayer one office by size, industry and residence: Large, Medium,
// Micro and Small, Non-Resident, Integrated or Government Business.
type OfficeKey = `taxOffice.${'lto' | 'mto' | 'msto' | 'ito' | 'gbto' | 'nrpto'}`;

const OFFICES: Readonly<Record<string, OfficeKey>> = {
  LTO: 'taxOffice.lto',
  MTO: 'taxOffice.mto',
  MSTO: 'taxOffice.msto',
  ITO: 'taxOffice.ito',
  GBTO: 'taxOffice.gbto',
  NRPTO: 'taxOffice.nrpto',
};

export function taxOfficeMeaning(office: string): OfficeKey | undefined {
  const code = /\b(LTO|MTO|MSTO|ITO|GBTO|NRPTO)\b/i.exec(office)?.[1]?.toUpperCase();
  return code ? OFFICES[code] : undefined;
}
