import { describe, expect, it } from 'vitest';
import { deriveLabel, labelForKey } from '@/utils/api/labels';
import { english } from '@/test/support/english';

describe('labelForKey', () => {
  it.each([
    ['anti_brake_system', 'Anti-Brake System'],
    ['Anti-Brake_System', 'Anti-Brake System'],
    ['Curb_Weight-automatic', 'Curb Weight (automatic)'],
    ['gross_vehicle_weight_rating', 'Gross Vehicle Weight Rating'],
    ['made_in_city', 'City of Manufacture'],
    ['made_in', 'Country of Manufacture'],
    ['engine_size', 'Engine Size'],
    ['Standard_GVWR', 'Standard GVWR'],
    ['Maximum_GVWR', 'Maximum GVWR'],
    ['City_Mileage', 'City Mileage'],
    ['Width_At_Wheelwell', 'Width at Wheelwell'],
    ['Front_Shoulder_Room', 'Front Shoulder Room'],
    [' YEAR ', 'Year'],
  ])('%s → %s', (key, label) => {
    expect(labelForKey(key, english)).toBe(label);
  });

  it('has a hand-written label for every key the spec lists', () => {
    const specKeys =
      'year make model trim size category made_in made_in_city doors fuel_type fuel_capacity city_mileage highway_mileage engine engine_size engine_cylinders transmission transmission_type transmission_speeds drivetrain anti_brake_system steering_type curb_weight gross_vehicle_weight_rating overall_height overall_length overall_width wheelbase_length standard_seating Anti-Brake_System Steering_Type Front_Brake_Type Rear_Brake_Type Front_Suspension Rear_Suspension Front_Spring_Type Rear_Spring_Type Tires Front_Headroom Rear_Headroom Front_Legroom Rear_Legroom Front_Shoulder_Room Rear_Shoulder_Room Curb_Weight-automatic Overall_Length Overall_Width Overall_Height Wheelbase Ground_Clearance Track_Front Track_Rear Cargo_Length Width_At_Wheelwell Width_At_Wall Standard_Seating Standard_Towing Maximum_Towing Standard_Payload Maximum_Payload Standard_GVWR Maximum_GVWR'.split(
        ' ',
      );
    for (const key of specKeys) {
      const label = labelForKey(key, english);
      expect(label, key).not.toMatch(/_/);
      expect(label.charAt(0), key).toMatch(/[A-Z]/);
    }
  });
});

describe('deriveLabel (keys nobody wrote a label for)', () => {
  it.each([
    ['rear_axle_ratio', 'Rear Axle Ratio'],
    ['Towing_Capacity-max', 'Towing Capacity (max)'],
    ['seatingCapacity', 'Seating Capacity'],
    ['epa_class', 'EPA Class'],
    ['cost_per_mile', 'Cost per Mile'],
    ['of_note', 'Of Note'],
    ['Start-Stop_System', 'Start-Stop System'],
    ['   ', ''],
    ['___', '___'],
  ])('%j → %j', (key, label) => {
    expect(deriveLabel(key)).toBe(label);
  });
});
