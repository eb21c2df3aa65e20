import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isoCountry, isoRegion } from '@/utils/vin-decode/iso3779';
import { lookupWmi } from '@/utils/vin-decode/wmi';
import { WMI_ROWS } from '@/utils/vin-decode/wmi-table.generated';

const TABLE = fileURLToPath(new URL('../../../utils/vin-decode/wmi-table.generated.ts', import.meta.url));

describe('the generated WMI table', () => {
  it('states its source, licence and date', () => {
    const header = readFileSync(TABLE, 'utf8').slice(0, 800);
    expect(header).toMatch(/NHTSA vPIC/);
    expect(header).toMatch(/public domain/);
    expect(header).toMatch(/Generated: \d{4}-\d{2}-\d{2}/);
  });

  it('stays well under the 60 KB gzip budget of the pages', () => {
    expect(gzipSync(readFileSync(TABLE)).length).toBeLessThan(45_000);
  });

  it('holds 3- and 6-character WMIs from every region', () => {
    const wmis = WMI_ROWS.split(';').map((row) => row.slice(0, row.indexOf(':')));
    expect(wmis.filter((w) => w.length === 6).length).toBeGreaterThan(1000);
    expect(new Set(wmis.map((w) => isoRegion(w)))).toEqual(
      new Set(['Africa', 'Asia', 'Europe', 'North America', 'Oceania', 'South America']),
    );
  });

  it('knows the big makers', () => {
    expect(lookupWmi('JTDKB20U')?.makes).toEqual(['Toyota']);
    expect(lookupWmi('KMH')?.makes).toContain('Hyundai');
    expect(lookupWmi('SAL')?.makes).toEqual(['Land Rover']);
  });
});

describe('ISO 3779 ranges', () => {
  it.each([
    ['SAL', 'United Kingdom'],
    ['SN1', 'Germany'],
    ['VF1', 'France'],
    ['VS6', 'Spain'],
    ['ZFA', 'Italy'],
    ['AHT', 'South Africa'],
    ['MA3', 'India'],
    ['NM0', 'Turkey'],
    ['3VW', 'Mexico'],
    ['9BW', 'Brazil'],
    ['93H', 'Brazil'],
    ['XTA', 'Russia'],
    ['YV1', 'Sweden'],
    ['TMB', 'Czech Republic'],
  ])('%s is %s', (wmi, country) => {
    expect(isoCountry(wmi)).toBe(country);
  });

  it('has no country or region for an unassigned start', () => {
    expect(isoCountry('0AB')).toBeUndefined();
    expect(isoRegion('0AB')).toBeUndefined();
  });
});
