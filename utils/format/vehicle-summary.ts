// The facts a dealer asks first, then groups, each fact once: the provider repeats itself (fuel rows,
// GVWR), so a label already shown with the same value is left out of later groups.
import type { LabelledValue, VehicleReport } from '@/utils/api/model';

export type VehicleGroupId = 'engine' | 'body' | 'dimensions' | 'capacities' | 'equipment';

export interface VehicleGroup {
  id: VehicleGroupId;
  rows: LabelledValue[];
}

export interface VehicleSummary {
  /** "2013 Toyota Camry LE", from the specification when the name is missing. */
  title: string;
  facts: LabelledValue[];
  /** "Georgetown, Kentucky, United States": where it was made, from every field that says. */
  place: string;
  groups: VehicleGroup[];
}

const SUMMARY_KEYS = ['engine', 'transmission', 'drivetrain'] as const;
const PLACE_KEYS = ['made_in_city', 'made_in'] as const;

const GROUP_OF: Readonly<Record<string, VehicleGroupId>> = {
  engine_size: 'engine',
  engine_cylinders: 'engine',
  transmission_type: 'engine',
  transmission_speeds: 'engine',
  fuel_type: 'engine',
  city_mileage: 'engine',
  highway_mileage: 'engine',
  curb_weight: 'dimensions',
  gross_vehicle_weight_rating: 'dimensions',
  overall_height: 'dimensions',
  overall_length: 'dimensions',
  overall_width: 'dimensions',
  wheelbase_length: 'dimensions',
  fuel_capacity: 'capacities',
  standard_seating: 'capacities',
};

const SECTION_GROUP: readonly [RegExp, VehicleGroupId][] = [
  [/dimension|weight/i, 'dimensions'],
  [/capacit/i, 'capacities'],
];

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

// One fact under other names: "Curb Weight (automatic)", "Standard GVWR" and "Maximum GVWR" beside "Gross
// Vehicle Weight Rating", "Wheelbase" beside "Wheelbase Length". With the same value they are one fact.
const LABEL_ALIASES: Readonly<Record<string, string>> = {
  gvwr: 'grossvehicleweightrating',
  wheelbaselength: 'wheelbase',
};

function factLabel(label: string): string {
  const bare = normalise(label.replace(/\([^)]*\)/g, '').replace(/^\s*(?:standard|maximum|max\.?)\s+/i, ''));
  return LABEL_ALIASES[bare] ?? bare;
}

const factOf = (row: LabelledValue) => `${factLabel(row.label)}=${normalise(row.value)}`;
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function summariseVehicle(report: VehicleReport): VehicleSummary {
  const spec = new Map(report.specification.map((row) => [row.key, row]));
  const value = (key: string) => spec.get(key)?.value.trim() ?? '';
  const composed = ['year', 'make', 'model', 'trim'].map(value).filter(Boolean).join(' ');
  const title = report.name.trim() || composed;

  const facts = SUMMARY_KEYS.map((key) => spec.get(key)).filter((row): row is LabelledValue => !!row);
  const place = PLACE_KEYS.map(value).filter(Boolean);
  if (report.madeIn.trim() && !place.some((part) => normalise(part) === normalise(report.madeIn)))
    place.push(report.madeIn.trim());

  const shown = new Set(facts.map(factOf));
  // Year, make, model and trim are left out only when the title already says them.
  const titleWords = new Set(words(title));
  const named = ['year', 'make', 'model', 'trim'].filter(
    (key) => value(key) !== '' && words(value(key)).every((word) => titleWords.has(word)),
  );
  const seen = new Set<string>([...SUMMARY_KEYS, ...PLACE_KEYS, ...named]);
  const groups = new Map<VehicleGroupId, LabelledValue[]>(
    (['engine', 'body', 'dimensions', 'capacities', 'equipment'] as const).map((id) => [id, []]),
  );
  const add = (id: VehicleGroupId, row: LabelledValue) => {
    const fact = factOf(row);
    if (shown.has(fact)) return;
    shown.add(fact);
    groups.get(id)!.push(row);
  };

  for (const row of report.specification) if (!seen.has(row.key)) add(GROUP_OF[row.key] ?? 'body', row);
  for (const row of report.fuel) add('engine', row);
  for (const section of report.equipment) {
    const id = SECTION_GROUP.find(([pattern]) => pattern.test(section.section))?.[1] ?? 'equipment';
    for (const row of section.items) add(id, row);
  }
  return {
    title,
    facts,
    place: place.join(', '),
    groups: [...groups].map(([id, rows]) => ({ id, rows })).filter((group) => group.rows.length > 0),
  };
}
