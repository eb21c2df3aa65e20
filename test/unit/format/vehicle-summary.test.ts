import { describe, expect, it } from 'vitest';
import { demoVinAnswer } from '@/utils/demo';
import { interpretVinResponse } from '@/utils/api/client';
import { summariseVehicle } from '@/utils/format/vehicle-summary';
import type { VehicleReport } from '@/utils/api/model';
import { english } from '@/test/support/english';

function demoReport(vin: string): VehicleReport {
  const answer = demoVinAnswer(vin);
  const outcome = interpretVinResponse(answer.httpStatus, JSON.stringify(answer.body), undefined, {
    t: english,
  });
  if (!outcome.ok) throw new Error(`demo VIN ${vin} did not decode`);
  return outcome.data;
}

describe('vehicle summary', () => {
  const camry = summariseVehicle(demoReport('4T1BF1FK5DU276514'));

  it('leads with what the car is: title, engine, transmission, drivetrain and where it was made', () => {
    expect(camry.title).toBe('2013 Toyota Camry LE');
    expect(camry.facts.map((row) => row.key)).toEqual(['engine', 'transmission', 'drivetrain']);
    expect(camry.facts[0]?.value).toBe('2.5L L4 DOHC 16V');
    expect(camry.place).toBe('Georgetown, Kentucky, United States');
  });

  it('shows each fact once, however often the provider repeats it', () => {
    const all = [...camry.facts, ...camry.groups.flatMap((group) => group.rows)];
    const facts = all.map((row) => `${row.label.toLowerCase()}=${row.value}`);
    expect(new Set(facts).size).toBe(facts.length);
    expect(all.filter((row) => /fuel type/i.test(row.label))).toHaveLength(1);
    // Under other names too: "Curb Weight (automatic)", "Standard GVWR", "Maximum GVWR", "Wheelbase".
    expect(all.filter((row) => /curb weight/i.test(row.label))).toHaveLength(1);
    expect(all.filter((row) => /gvwr|gross vehicle weight/i.test(row.label))).toHaveLength(1);
    expect(all.filter((row) => /^wheelbase/i.test(row.label))).toHaveLength(1);
    // Different values are different facts, whatever their names.
    expect(all.filter((row) => /front (head|leg)room/i.test(row.label))).toHaveLength(2);
    expect(all.some((row) => row.key === 'year' || row.key === 'make' || row.key === 'model')).toBe(false);
  });

  it('files rows in groups: engine and drivetrain, dimensions and weight, capacities, equipment', () => {
    const group = (id: string) =>
      camry.groups.find((item) => item.id === id)?.rows.map((row) => row.key) ?? [];
    expect(group('engine')).toEqual(expect.arrayContaining(['engine_size', 'fuel_type', 'city_mileage']));
    expect(group('dimensions')).toEqual(expect.arrayContaining(['curb_weight', 'overall_length']));
    expect(group('capacities')).toEqual(expect.arrayContaining(['fuel_capacity', 'standard_seating']));
    expect(group('equipment').length).toBeGreaterThan(0);
    // Nothing is lost: every non-empty specification row is in the summary or a group.
    const placed = new Set(
      [...camry.facts, ...camry.groups.flatMap((item) => item.rows)].map((row) => row.key),
    );
    const report = demoReport('4T1BF1FK5DU276514');
    for (const row of report.specification) {
      if (['year', 'make', 'model', 'trim', 'made_in', 'made_in_city'].includes(row.key)) continue;
      expect(placed).toContain(row.key);
    }
  });

  it('keeps make and model in the report when the provider’s name does not say them', () => {
    const report = demoReport('4T1BF1FK5DU276514');
    const keys = summariseVehicle({ ...report, name: 'Fleet car 12' })
      .groups.flatMap((group) => group.rows)
      .map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['year', 'make', 'model', 'trim']));
  });

  it('composes the title from the specification when the provider sends no name', () => {
    const report = demoReport('4T1BF1FK5DU276514');
    expect(summariseVehicle({ ...report, name: '  ' }).title).toBe('2013 Toyota Camry LE');
  });
});
